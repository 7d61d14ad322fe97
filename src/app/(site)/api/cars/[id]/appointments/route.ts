import { carForRequest } from '@/lib/carRequest'
import { appointmentSlots } from '@/domain/appointmentSlots'
import { jsonResponse } from '@/lib/requestGuards'
import { openingHourEntries, specialHourEntries } from '@/data/shapes/location'
import { siteTimeZone } from '@/domain/siteTimeZone'

export const dynamic = 'force-dynamic'

/**
 * GET /api/cars/{id}/appointments: test-drive slots at the car's location (spec §2 "appointments fetch"), inside its
 * opening hours in its own time zone; never on closed days or holiday closures.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const resolved = await carForRequest(request, (await params).id)
  if ('response' in resolved) return resolved.response
  const { site, car } = resolved
  const location = car.location && typeof car.location === 'object' ? car.location : null
  if (!location) return jsonResponse(200, { timeZone: siteTimeZone(site.timeZone), days: [] })
  const timeZone = siteTimeZone(location.timeZone, site.timeZone)
  const days = appointmentSlots(openingHourEntries(location), new Date(), {
    timeZone,
    specialHours: specialHourEntries(location),
  })
  return jsonResponse(200, { timeZone, location: location.name, days })
}
