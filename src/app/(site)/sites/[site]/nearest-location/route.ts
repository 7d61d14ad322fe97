import { NextResponse } from 'next/server'
import { nearestLocationTo } from '@/lib/locationData'
import { siteLocations } from '@/data/sites'
import { siteLocale } from '@/lib/siteText'
import { siteForRoute } from '@/lib/siteRequest'

// Per request (it reads the host or the query); never prerendered by `next build`, which has no database (the image).
export const dynamic = 'force-dynamic'

/** GET ?postcode=2050 → the site's nearest visible location (content spec §2 postcode selector). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = (await siteForRoute(params))?.site
  if (!site) return NextResponse.json({ error: 'Not found' }, { status: 404 })
  const postcode = new URL(request.url).searchParams.get('postcode') ?? ''
  const answer = await nearestLocationTo(postcode, await siteLocations(site.id), siteLocale(site))
  return answer.ok
    ? NextResponse.json({
        locationId: answer.locationId,
        km: Math.round(answer.km * 10) / 10,
        distance: answer.distance,
      })
    : NextResponse.json({ error: answer.error }, { status: 422 })
}
