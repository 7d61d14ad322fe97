import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { Site } from '../../payload-types'
import { resolveSite } from './siteContent'

export type SiteContext = { site: Site; basePath: string }

/**
 * The site a page renders for. Reached by host, the proxy rewrote the URL and links stay root-relative;
 * reached by the /sites/{slug} fallback, links keep that prefix.
 */
export async function siteFromParams(params: Promise<{ site: string }>): Promise<SiteContext> {
  const { site: key } = await params
  const site = await resolveSite(key)
  if (!site) notFound()
  const viaHost = (await headers()).get('x-site-host') !== null
  return { site, basePath: viaHost ? '' : `/sites/${site.slug}` }
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
