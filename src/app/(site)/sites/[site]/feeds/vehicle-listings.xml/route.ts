import { headers } from 'next/headers'
import { requestOrigin } from '@/lib/sitemap'
import { siteForRoute } from '@/lib/siteRequest'
import { siteVehicleFeed } from '@/lib/vehicleFeed'

export const dynamic = 'force-dynamic'

/** /feeds/vehicle-listings.xml: the site's Google vehicle listings feed, read from the index (listed cars only). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const ctx = await siteForRoute(params)
  if (!ctx) return new Response('Not found', { status: 404 })
  const { site, basePath } = ctx
  const requestHeaders = await headers()
  try {
    const xml = await siteVehicleFeed(site, {
      origin: requestOrigin(request, requestHeaders),
      basePath,
      now: new Date(),
    })
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
    })
  } catch (error) {
    console.error('vehicle feed failed', error)
    return new Response('The vehicle feed is unavailable right now; try again shortly.', {
      status: 503,
      headers: { 'retry-after': '60' },
    })
  }
}
