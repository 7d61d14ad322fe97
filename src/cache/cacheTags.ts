/**
 * Cache tags of the shopper-side reads. Every cached read names the site and the collection it read, and a change
 * revalidates exactly those tags (src/cache/revalidateContent.ts). No Next.js imports: collections use it.
 */

/** Collections whose shopper reads are tagged per site. */
export type SiteTaggedCollection =
  | 'dealerships'
  | 'locations'
  | 'models'
  | 'offers'
  | 'service-plans'
  | 'promo-tiles'
  | 'reviews'
  | 'pages'
  | 'posts'
  | 'navigation'
  | 'legal-texts'
  | 'media'

/** Shared reference lists read by every site. */
export type SharedTaggedCollection = 'manufacturers' | 'complaint-authorities'

export const siteTag = (siteId: number | string, collection: SiteTaggedCollection): string =>
  `site:${siteId}:${collection}`

export const sharedTag = (collection: SharedTaggedCollection): string => `shared:${collection}`

/** A site is found by a key (its slug, {slug}.localhost or one of its domains); each key has its own tag. */
export const siteKeyTag = (key: string): string => `site-key:${key.toLowerCase()}`

/** Every key a site answers on: slug, {slug}.localhost and its domains. */
export function siteKeys(
  site: { slug?: string | null; domains?: { domain?: string | null }[] | null } | null | undefined,
): string[] {
  if (!site?.slug) return []
  const domains = (site.domains ?? []).flatMap((d) => (d.domain ? [d.domain.toLowerCase()] : []))
  return [site.slug, `${site.slug}.localhost`, ...domains]
}

/** The site id of a site-owned document, whether its `site` is populated or not. */
export function siteIdOf(
  doc: { site?: number | string | { id: number | string } | null } | null | undefined,
): number | string | null {
  const site = doc?.site
  if (site === null || site === undefined) return null
  return typeof site === 'object' ? site.id : site
}

/** A site's stock as a whole (search results, counts): expired by any car change and after every import. */
export const stockTag = (siteId: number | string): string => `site:${siteId}:cars`

/** One car's page. Slugs are unique across sites, but the site keeps the tag readable and scoped. */
export const carTag = (siteId: number | string, slug: string): string => `site:${siteId}:car:${slug}`

/** Collections a group (dealer group, brand programme) writes for its member sites (issue 42). */
export type GroupTaggedCollection = 'offers' | 'promo-tiles'

/**
 * A group's layer of a collection: read by every member site's pages, expired once by a group edit, so an edit
 * costs the same for 40 members or 200.
 */
export const groupTag = (groupId: number | string, collection: GroupTaggedCollection): string =>
  `group:${groupId}:${collection}`

/** Which groups a site is in: expired for the sites that joined or left when a group's members change. */
export const siteGroupsTag = (siteId: number | string): string => `site:${siteId}:groups`

/** A site's own settings read by id (name, city, state: the placeholders of group content); expired by a site save. */
export const siteSettingsTag = (siteId: number | string): string => `site:${siteId}:settings`
