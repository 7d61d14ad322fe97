import type { Offer, PromoTile as PromoTileDoc } from '@/payload-types'
import { cachedRead } from '@/cache/cachedRead'
import { groupTag, sharedTag, siteGroupsTag, siteSettingsTag } from '@/cache/cacheTags'
import type { ContentLayer } from '@/domain/contentLayers'
import type { PlaceholderValues } from '@/domain/groupPlaceholders'
import { findOffers } from './offerReads'
import { payloadClient } from './payloadClient'
import { siteLocations } from './sites'

/**
 * Issue 42, the group layers of a site's content (DESIGN.md "Groups: content in layers"). Each read is cached under
 * the tag of what it read: a site's memberships under `site:{id}:groups` (expired when the site joins or leaves), a
 * group's items under `group:{id}:{collection}` (expired once by a group edit, whatever the number of members).
 * Public access like every shopper read: published documents only.
 */

export interface SiteLayers {
  groups: { id: number; layer: Exclude<ContentLayer, 'site'> }[]
  placeholders: PlaceholderValues
}

const siteGroupsAndSettings = cachedRead(
  'site-groups',
  ([siteId]) => [siteGroupsTag(siteId), siteSettingsTag(siteId)],
  async (siteId: number) => {
    const payload = await payloadClient()
    const [{ docs }, site] = await Promise.all([
      payload.find({
        collection: 'groups',
        where: { members: { contains: siteId } },
        depth: 0,
        limit: 10,
        pagination: false,
        overrideAccess: false,
        select: { kind: true },
      }),
      payload
        .findByID({
          collection: 'sites',
          id: siteId,
          depth: 0,
          overrideAccess: false,
          select: { name: true, city: true, state: true },
        })
        .catch(() => null),
    ])
    return {
      groups: docs.map((g) => ({ id: g.id, layer: (g.kind ?? 'dealer-group') as Exclude<ContentLayer, 'site'> })),
      site: { name: site?.name ?? null, city: site?.city ?? null, state: site?.state ?? null },
    }
  },
)

/** The site's groups (none for most sites: then no further read), and the site's details its group content names. */
export async function siteLayers(siteId: number): Promise<SiteLayers> {
  const { groups, site } = await siteGroupsAndSettings(siteId)
  if (groups.length === 0) return { groups, placeholders: {} }
  const primary = (await siteLocations(siteId))[0]
  const address = primary?.address
  return {
    groups,
    placeholders: {
      dealerName: site.name,
      phone: primary?.contactDetail?.phone ?? null,
      address: [address?.street, address?.city, address?.state, address?.postcode].filter(Boolean).join(', ') || null,
      city: site.city ?? address?.city ?? null,
      state: site.state ?? address?.state ?? null,
    },
  }
}

/** A group's published offers, in the editors' order. */
export const groupOffers = cachedRead(
  'group-offers',
  ([groupId]) => [groupTag(groupId, 'offers'), sharedTag('manufacturers')],
  async (groupId: number): Promise<Offer[]> => {
    return findOffers({ group: { equals: groupId } })
  },
)

/** A group's promo tiles. */
export const groupPromoTiles = cachedRead(
  'group-promo-tiles',
  ([groupId]) => [groupTag(groupId, 'promo-tiles')],
  async (groupId: number): Promise<PromoTileDoc[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'promo-tiles',
      where: { group: { equals: groupId } },
      limit: 50,
      depth: 1,
      overrideAccess: false,
    })
    return docs
  },
)
