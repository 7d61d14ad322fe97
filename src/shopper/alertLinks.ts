import type { Site } from '@/payload-types'
import { env } from '@/config/env'

/**
 * The public origin of a site for links in alerts: its first domain over https, else its `{slug}.localhost` host on
 * the platform's scheme and port (PUBLIC_SERVER_URL, else http on PORT). Always the site's own host, never the
 * platform's: the confirm and unsubscribe links act only on the host of the site they belong to.
 */
export function siteOrigin(site: Pick<Site, 'domains' | 'slug'>): string {
  const domain = site.domains?.[0]?.domain
  if (domain) return `https://${domain}`
  const server = new URL(env('PUBLIC_SERVER_URL') ?? `http://localhost:${env('PORT') ?? '3000'}`)
  return `${server.protocol}//${site.slug}.localhost${server.port ? `:${server.port}` : ''}`
}

export const unsubscribeUrl = (site: Pick<Site, 'domains' | 'slug'>, token: string) =>
  `${siteOrigin(site)}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`

export const confirmEmailUrl = (site: Pick<Site, 'domains' | 'slug'>, token: string) =>
  `${siteOrigin(site)}/api/alerts/confirm?token=${encodeURIComponent(token)}`
