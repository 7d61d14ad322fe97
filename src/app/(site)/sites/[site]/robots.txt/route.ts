import { headers } from 'next/headers'
import { requestOrigin, robotsTxt } from '@/lib/sitemap'
import { resolveSite } from '@/lib/siteContent'

/** robots.txt per site, pointing at the site's own sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await resolveSite((await params).site)
  if (!site) return new Response('Not found', { status: 404 })
  const requestHeaders = await headers()
  const viaHost = requestHeaders.get('x-site-host') !== null
  const body = robotsTxt(requestOrigin(request, requestHeaders), viaHost ? '' : `/sites/${site.slug}`)
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
