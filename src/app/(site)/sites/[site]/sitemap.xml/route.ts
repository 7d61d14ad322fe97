import { headers } from 'next/headers'
import { requestOrigin, sitemapEntries, sitemapXml } from '@/lib/sitemap'
import { resolveSite } from '@/lib/siteContent'

/** sitemap.xml per site: the site's own pages, offers, models, blog and locations on the host it was asked on. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await resolveSite((await params).site)
  if (!site) return new Response('Not found', { status: 404 })
  const requestHeaders = await headers()
  const viaHost = requestHeaders.get('x-site-host') !== null
  const basePath = viaHost ? '' : `/sites/${site.slug}`
  const origin = requestOrigin(request, requestHeaders)
  const xml = sitemapXml(origin, await sitemapEntries({ site, basePath }, new Date()))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
