import { headers } from 'next/headers'
import { requestOrigin, sitemapEntries, sitemapXml } from '@/lib/sitemap'
import { siteForRoute } from '@/lib/siteRequest'

/** sitemap.xml per site: the site's own pages, offers, models, blog and locations on the host it was asked on. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const ctx = await siteForRoute(params)
  if (!ctx) return new Response('Not found', { status: 404 })
  const { site, basePath } = ctx
  const requestHeaders = await headers()
  const origin = requestOrigin(request, requestHeaders)
  const xml = sitemapXml(origin, await sitemapEntries({ site, basePath }, new Date()))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
