import { headers } from 'next/headers'
import { requestOrigin, siteSitemapPlan, sitemapXml } from '@/lib/sitemap'
import { siteForRoute } from '@/lib/siteRequest'

// Per request (it reads the host or the query); never prerendered by `next build`, which has no database (the image).
export const dynamic = 'force-dynamic'

/** One file of a split sitemap (listed in the index at /sitemap.xml); 404 when the sitemap is not split. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const ctx = await siteForRoute(params)
  if (!ctx) return new Response('Not found', { status: 404 })
  const { file } = await params
  const plan = await siteSitemapPlan(ctx, new Date())
  const found = plan.kind === 'index' ? plan.files.find((f) => f.name === file) : undefined
  if (!found) return new Response('Not found', { status: 404 })
  const xml = sitemapXml(requestOrigin(request, await headers()), found.entries)
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
