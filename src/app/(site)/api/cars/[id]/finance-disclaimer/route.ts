import { usableLender } from '@/domain/financeEligibility'
import { financeComparisonDisclaimer } from '@/components/car/financeCopy'
import { carForRequest } from '@/lib/carRequest'
import { jsonResponse } from '@/lib/requestGuards'
import { domainCar } from '@/data/cars'

export const dynamic = 'force-dynamic'

/**
 * GET /api/cars/{id}/finance-disclaimer: the lender disclaimer of the site's finance provider for a car of this
 * site (spec §7 "Car finance detail by car id"); the comparison-rate copy of §9 when the lender has none.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const resolved = await carForRequest(request, (await params).id)
  if ('response' in resolved) return resolved.response
  const { site, car } = resolved
  const provider = site.finance?.provider
  const lender = provider ? usableLender(domainCar(car), provider) : null
  return jsonResponse(200, {
    car_id: car.id,
    provider: provider ?? null,
    disclaimer: lender?.disclaimer?.trim() || financeComparisonDisclaimer(site.locale ?? 'en-AU'),
  })
}
