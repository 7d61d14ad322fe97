import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { SiteContext } from './siteRequest'
import { resolveSite } from './siteContent'

/**
 * The site a block renders for. Blocks receive only the base path: on the /sites/{slug} fallback it names the
 * site; reached by host, the proxy's x-site-host header does.
 */
export async function siteForBlock(basePath: string): Promise<SiteContext> {
  const fromPath = /^\/sites\/([^/]+)/.exec(basePath)?.[1]
  const key = fromPath ?? (await headers()).get('x-site-host')
  const site = key ? await resolveSite(key) : null
  if (!site) notFound()
  return { site, basePath }
}
