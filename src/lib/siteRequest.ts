import { notFound } from 'next/navigation'
import type { Site } from '../../payload-types'
import { resolveSite } from './siteContent'
import { basePathFor, siteRoute, type SiteRoute } from './siteRoute'

/** The site a page renders for, its link prefix, and how the request reached it (absent outside page requests). */
export type SiteContext = { site: Site; basePath: string; route?: SiteRoute }

/**
 * The site a page renders for. Reached by host, the proxy rewrote the URL to /sites/~{host} and links stay
 * root-relative; reached by the /sites/{slug} fallback, links keep that prefix. Read from the URL alone (no
 * headers), so the page can be cached.
 */
export async function siteFromParams(params: Promise<{ site: string }>): Promise<SiteContext> {
  const route = siteRoute((await params).site)
  const site = await resolveSite(route.key)
  if (!site) notFound()
  return { site, basePath: basePathFor(route, site.slug), route }
}

/** A link inside the site: absolute URLs pass through, paths get the fallback prefix when there is one. */
export function siteHref(basePath: string, url: string | null | undefined): string {
  if (!url) return basePath || '/'
  if (/^(https?:|mailto:|tel:)/.test(url)) return url
  return `${basePath}${url.startsWith('/') ? url : `/${url}`}`
}

/** With an external dealer base domain, links that have an external path go there (spec: Sell My Car, Online Service Booking). */
export function navHref(ctx: SiteContext, link: { url?: string | null; externalPath?: string | null }): string {
  if (ctx.site.baseDomain && link.externalPath) return `https://${ctx.site.baseDomain}${link.externalPath}`
  return siteHref(ctx.basePath, link.url)
}
