import type { Where } from 'payload'
import type { Dealership, LegalText, Location, Navigation, Page, Site } from '@/payload-types'
import { cachedRead } from '@/cache/cachedRead'
import { sharedTag, siteKeyTag, siteTag } from '@/cache/cacheTags'
import { payloadClient } from './payloadClient'
import { normaliseHost } from '@/lib/hostName'
import { slugCandidate } from '@/lib/siteHost'
import { hasControlCharacter } from '@/domain/controlCharacter'

/**
 * Shopper-facing reads. The multi-tenant plugin does not filter anonymous reads, so every query here
 * names the site itself, runs with the public access rules (overrideAccess: false), and keeps depth low.
 * Each read is cached under tags naming the site and the collection it read (src/cache/cacheTags.ts).
 */

/** A malformed escape ('%', '%zz') names no site: it is kept as it is and simply matches nothing (never a 500). */
function normaliseKey(siteKey: string): string {
  try {
    return decodeURIComponent(siteKey).toLowerCase()
  } catch {
    return siteKey.toLowerCase()
  }
}

const readSite = cachedRead(
  'site',
  ([key]) => [siteKeyTag(key), sharedTag('manufacturers')],
  async (key: string): Promise<Site | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'sites',
      where: { or: [{ slug: { equals: slugCandidate(key) } }, { 'domains.domain': { equals: normaliseHost(key) } }] },
      limit: 2,
      depth: 1,
      overrideAccess: false,
    })
    // Never "the newest match": a host two sites claim serves neither (domains are unique, so this is old data).
    if (docs.length > 1) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'ambiguous site host: answered 404',
          host: key,
          sites: docs.map((d) => d.id),
        }),
      )
      return null
    }
    const site = docs[0] ?? null
    if (site) await withManufacturerLogo(payload, site)
    return site
  },
)

/**
 * Depth 1 stops at the site's manufacturer, so its uploaded logo is only an id; the certified badge and the header
 * need its URL (issue 39.10: the demo's franchise site shows its make's logo). One read, cached with the site.
 */
async function withManufacturerLogo(payload: Awaited<ReturnType<typeof payloadClient>>, site: Site): Promise<void> {
  const manufacturer = typeof site.manufacturer === 'object' ? site.manufacturer : null
  if (!manufacturer || typeof manufacturer.logo !== 'number') return
  const logo = await payload
    .findByID({ collection: 'media', id: manufacturer.logo, depth: 0, overrideAccess: false })
    .catch(() => null)
  if (logo) manufacturer.logo = logo
}

/** A key with control characters (NUL would make Postgres fail the query) names no site. */
export const resolveSite = (siteKey: string): Promise<Site | null> => {
  const key = normaliseKey(siteKey)
  return hasControlCharacter(key) ? Promise.resolve(null) : readSite(key)
}

export const bySite = (siteId: number): Where => ({ site: { equals: siteId } })

export const siteNavigation = cachedRead(
  'navigation',
  ([siteId]) => [siteTag(siteId, 'navigation')],
  async (siteId: number): Promise<Navigation | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'navigation',
      where: bySite(siteId),
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

export const siteDealerships = cachedRead(
  'dealerships',
  ([siteId]) => [siteTag(siteId, 'dealerships'), sharedTag('manufacturers')],
  async (siteId: number): Promise<Dealership[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'dealerships',
      where: bySite(siteId),
      limit: 50,
      depth: 1,
      sort: 'name',
      overrideAccess: false,
    })
    return docs
  },
)

/** Visible locations of the site, primary first (hidden ones never reach a page). Manufacturers and images populated. */
export const siteLocations = cachedRead(
  'locations',
  ([siteId]) => [siteTag(siteId, 'locations'), siteTag(siteId, 'media'), sharedTag('manufacturers')],
  async (siteId: number): Promise<Location[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      where: { and: [bySite(siteId), { visible: { equals: true } }] },
      limit: 200,
      depth: 1,
      sort: ['-primary', 'name'],
      overrideAccess: false,
    })
    return docs
  },
)

/** A published page of the site by slug. */
export const sitePage = cachedRead(
  'page',
  ([siteId]) => [siteTag(siteId, 'pages'), siteTag(siteId, 'media')],
  async (siteId: number, slug: string): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [bySite(siteId), { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

export const siteLegalTexts = cachedRead(
  'legal-texts',
  ([siteId]) => [siteTag(siteId, 'legal-texts')],
  async (siteId: number): Promise<LegalText | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'legal-texts',
      where: bySite(siteId),
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

/** Slugs and dates of the site's published pages (for the sitemap). */
export const sitePagesList = cachedRead(
  'pages-list',
  ([siteId]) => [siteTag(siteId, 'pages')],
  async (siteId: number): Promise<Pick<Page, 'slug' | 'updatedAt'>[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: bySite(siteId),
      limit: 500,
      depth: 0,
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
)

/** Every site the server hosts, by name (the platform host's index page; not cached: it renders per request). */
export async function allSites(): Promise<Site[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'sites',
    limit: 200,
    depth: 0,
    sort: 'name',
    overrideAccess: false,
  })
  return docs
}
