import { headers } from 'next/headers'
import { requestOrigin, robotsTxt } from '@/lib/sitemap'
import { resolveSite } from '@/lib/siteContent'
import { basePathFor, siteRoute } from '@/lib/siteRoute'

/** robots.txt per site, pointing at the site's own sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const route = siteRoute((await params).site)
  const site = await resolveSite(route.key)
  if (!site) return new Response('Not found', { status: 404 })
  const requestHeaders = await headers()
  const body = robotsTxt(requestOrigin(request, requestHeaders), basePathFor(route, site.slug))
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
