import { notFound } from 'next/navigation'
import type { Site } from '@/payload-types'
import { jsonResponse } from './requestGuards'
import { resolveSite } from '@/data/sites'
import { siteHref } from './siteHref'
import { apiSiteKey, bodySiteOf, namesOtherSite, SITE_MESSAGES } from './siteHost'
import { basePathFor, siteRoute, type SiteRoute } from './siteRoute'

/**
 * Site resolution: the one module that turns a request into a dealer site, for pages (siteForPage), route handlers
 * under /sites/[site]/… (siteForRoute) and the /api route handlers and server actions (siteForApiRequest). The pure
 * parts are lib/siteRoute.ts (the `[site]` segment) and lib/siteHost.ts (the host and the body's `site`).
 */

/** The site a page renders for, its link prefix, and how the request reached it (absent outside page requests). */
export type SiteContext = { site: Site; basePath: string; route?: SiteRoute }

/**
 * The site a route under /sites/[site]/… is for, or null. Reached by host, the proxy rewrote the URL to
 * /sites/~{host} and links stay root-relative; reached by the /sites/{slug} fallback, links keep that prefix. Read
 * from the URL alone (no headers), so the page can be cached.
 */
export async function siteForRoute(params: Promise<{ site: string }>): Promise<SiteContext | null> {
  const route = siteRoute((await params).site)
  const site = await resolveSite(route.key)
  return site ? { site, basePath: basePathFor(route, site.slug), route } : null
}

/** The site a page renders for (siteForRoute); no site is the 404 page. */
export async function siteForPage(params: Promise<{ site: string }>): Promise<SiteContext> {
  const ctx = await siteForRoute(params)
  if (!ctx) notFound()
  return ctx
}

export type SiteResolution = { site: Site } | { response: Response }

const siteError = (status: number, message: string) => ({
  response: jsonResponse(status, { error: message, errors: [{ field: 'site', message }] }),
})

/**
 * The site an API call is for (lib/siteHost.ts apiSiteKey): from the host ({slug}.localhost or a site domain), or on
 * the platform host (the /sites/{slug} fallback) from `named.site` (the JSON body, or a GET's query). A body naming
 * another site than the host is a 400, no site named on the platform host a 400, a key that names no site a 404.
 */
export async function siteForApiRequest(
  request: { headers: Headers },
  named?: { site?: unknown } | null,
): Promise<SiteResolution> {
  const bodySite = bodySiteOf(named)
  const key = apiSiteKey(request.headers, bodySite)
  if (key.from === 'none') return siteError(400, SITE_MESSAGES.required)
  const site = await resolveSite(key.key)
  if (!site) return siteError(404, SITE_MESSAGES.unknownSite)
  if (key.from === 'host' && namesOtherSite(bodySite, site.slug)) return siteError(400, SITE_MESSAGES.mismatch)
  return { site }
}

// Pure (no data access), so page models and their unit tests can use it: lib/siteHref.ts.
export { siteHref }

/** With an external dealer base domain, links that have an external path go there (spec: Sell My Car, Online Service Booking). */
export function navHref(ctx: SiteContext, link: { url?: string | null; externalPath?: string | null }): string {
  if (ctx.site.baseDomain && link.externalPath) return `https://${ctx.site.baseDomain}${link.externalPath}`
  return siteHref(ctx.basePath, link.url)
}
