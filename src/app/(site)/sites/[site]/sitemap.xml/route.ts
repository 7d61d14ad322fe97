import { headers } from 'next/headers'
import { requestOrigin, siteSitemapPlan, sitemapIndexXml, sitemapXml } from '@/lib/sitemap'
import { siteForRoute } from '@/lib/siteRequest'

// Per request (it reads the host or the query); never prerendered by `next build`, which has no database (the image).
export const dynamic = 'force-dynamic'

/**
 * sitemap.xml per site, on the host it was asked on: its pages, offers, models, blog, locations and every listed
 * car page. A large site gets a sitemap index here instead, pointing at /sitemaps/{pages,cars-N}.xml.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const ctx = await siteForRoute(params)
  if (!ctx) return new Response('Not found', { status: 404 })
  const origin = requestOrigin(request, await headers())
  const plan = await siteSitemapPlan(ctx, new Date())
  const xml =
    plan.kind === 'single' ? sitemapXml(origin, plan.entries) : sitemapIndexXml(origin, ctx.basePath, plan.files)
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
