import type { Site } from '../../payload-types'
import { env } from '@/config/env'

/**
 * The public origin of a site for links in alerts (the rule of lead deliveries): its first domain over https, else
 * the platform's PUBLIC_SERVER_URL with the /sites/{slug} path.
 */
export function siteOrigin(site: Pick<Site, 'domains' | 'slug'>): string {
  const domain = site.domains?.[0]?.domain
  if (domain) return `https://${domain}`
  const server = env('PUBLIC_SERVER_URL')?.replace(/\/$/, '') ?? 'http://localhost:3000'
  return `${server}/sites/${site.slug}`
}

export const unsubscribeUrl = (site: Pick<Site, 'domains' | 'slug'>, token: string) =>
  `${siteOrigin(site)}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`

export const confirmEmailUrl = (site: Pick<Site, 'domains' | 'slug'>, token: string) =>
  `${siteOrigin(site)}/api/alerts/confirm?token=${encodeURIComponent(token)}`
