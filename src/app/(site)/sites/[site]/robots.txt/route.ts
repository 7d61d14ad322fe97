import { headers } from 'next/headers'
import { requestOrigin, robotsTxt } from '@/lib/sitemap'
import { siteForRoute } from '@/lib/siteRequest'

// Per request (it reads the host or the query); never prerendered by `next build`, which has no database (the image).
export const dynamic = 'force-dynamic'

/** robots.txt per site, pointing at the site's own sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const ctx = await siteForRoute(params)
  if (!ctx) return new Response('Not found', { status: 404 })
  const { basePath } = ctx
  const requestHeaders = await headers()
  const body = robotsTxt(requestOrigin(request, requestHeaders), basePath)
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
