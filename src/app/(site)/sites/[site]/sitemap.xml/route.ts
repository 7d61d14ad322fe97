import { headers } from 'next/headers'
import { requestOrigin, sitemapEntries, sitemapXml } from '@/lib/sitemap'
import { resolveSite } from '@/lib/siteContent'
import { basePathFor, siteRoute } from '@/lib/siteRoute'

/** sitemap.xml per site: the site's own pages, offers, models, blog and locations on the host it was asked on. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const route = siteRoute((await params).site)
  const site = await resolveSite(route.key)
  if (!site) return new Response('Not found', { status: 404 })
  const requestHeaders = await headers()
  const basePath = basePathFor(route, site.slug)
  const origin = requestOrigin(request, requestHeaders)
  const xml = sitemapXml(origin, await sitemapEntries({ site, basePath }, new Date()))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
