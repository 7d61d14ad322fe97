import type { ComplaintAuthority, Manufacturer, Model, Offer, Post, Review, ServicePlan } from '@/payload-types'
import { cachedRead } from '@/cache/cachedRead'
import { sharedTag, siteTag } from '@/cache/cacheTags'
import { cache } from 'react'
import { fillPlaceholders } from '@/domain/groupPlaceholders'
import { groupOffers, siteLayers } from './groupContent'
import { layeredDocs } from './layeredDocs'
import { findOffers } from './offerReads'
import { payloadClient } from './payloadClient'
import { bySite } from './sites'

/**
 * Shopper reads of the content pages (models, offers, service prices, reviews, blog, reference lists). Like
 * sites.ts: every query names the site, runs with public access (published documents only), and is cached
 * under the tags of what it read.
 */

/** The site's model range, images populated. */
export const siteModels = cachedRead(
  'models',
  ([siteId]) => [siteTag(siteId, 'models'), siteTag(siteId, 'media'), sharedTag('manufacturers')],
  async (siteId: number): Promise<Model[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'models',
      where: bySite(siteId),
      limit: 200,
      depth: 1,
      sort: 'name',
      overrideAccess: false,
    })
    return docs
  },
)

/** The site's own published offers with their model and manufacturer, in the editors' order. */
const ownOffers = cachedRead(
  'offers',
  ([siteId]) => [
    siteTag(siteId, 'offers'),
    siteTag(siteId, 'models'),
    siteTag(siteId, 'media'),
    sharedTag('manufacturers'),
  ],
  async (siteId: number): Promise<Offer[]> => {
    return findOffers(bySite(siteId))
  },
)

/**
 * Published offers the site shows: its own, then its dealer group's and brand programme's (site over dealer group over
 * brand programme: src/domain/contentLayers.ts), group texts filled with the site's details, in the editors' order
 * (excluded sites filtered by the caller's rule). A site in no group reads exactly its own offers, as before.
 */
export const siteOffers = cache(async (siteId: number): Promise<Offer[]> => {
  const [own, layers] = await Promise.all([ownOffers(siteId), siteLayers(siteId)])
  // A hide mark is no offer of its own (a site that left its group keeps its marks, which then hide nothing).
  if (layers.groups.length === 0) return own.filter((offer) => offer.hidesInherited !== true)
  const inherited = await Promise.all(layers.groups.map((g) => groupOffers(g.id)))
  return layeredDocs(own, layers, inherited, (offer, values) => ({
    ...offer,
    name: fillPlaceholders(offer.name, values),
    description: fillPlaceholders(offer.description, values),
    disclaimer: fillPlaceholders(offer.disclaimer, values),
  })).sort(byOrder)
})

/** Lower positions first, no position last (Postgres' order); a stable sort keeps the layers' own order for ties. */
const byOrder = (a: Offer, b: Offer) =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || 0

export const siteServicePlans = cachedRead(
  'service-plans',
  ([siteId]) => [siteTag(siteId, 'service-plans')],
  async (siteId: number): Promise<ServicePlan[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'service-plans',
      where: bySite(siteId),
      limit: 200,
      depth: 0,
      sort: 'modelName',
      overrideAccess: false,
    })
    return docs
  },
)

export const siteReviews = cachedRead(
  'reviews',
  ([siteId]) => [siteTag(siteId, 'reviews'), siteTag(siteId, 'media')],
  async (siteId: number): Promise<Review[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'reviews',
      where: bySite(siteId),
      limit: 200,
      depth: 1, // the reviewer's image
      sort: '-reviewDate',
      overrideAccess: false,
    })
    return docs
  },
)

/** Published blog posts, newest first. */
export const sitePosts = cachedRead(
  'posts',
  ([siteId]) => [siteTag(siteId, 'posts'), siteTag(siteId, 'media')],
  async (siteId: number): Promise<Post[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: bySite(siteId),
      limit: 200,
      depth: 1,
      sort: '-publishedAt',
      overrideAccess: false,
    })
    return docs
  },
)

export const complaintAuthorities = cachedRead(
  'complaint-authorities',
  () => [sharedTag('complaint-authorities')],
  async (): Promise<ComplaintAuthority[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'complaint-authorities',
      limit: 20,
      depth: 0,
      overrideAccess: false,
    })
    return docs
  },
)

/** Manufacturers by id (for the brands mega-menu and offer paths). */
export const manufacturersById = cachedRead(
  'manufacturers',
  () => [sharedTag('manufacturers')],
  async (): Promise<Record<string, Manufacturer>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'manufacturers',
      limit: 500,
      depth: 0,
      overrideAccess: false,
      pagination: false,
    })
    return Object.fromEntries(docs.map((m) => [String(m.id), m]))
  },
)

/** Make name → logo URL, for the search's make list (spec §2: "make list with logos"); makes without a logo are left out. */
export const manufacturerLogos = cachedRead(
  'manufacturer-logos',
  () => [sharedTag('manufacturers')],
  async (): Promise<Record<string, string>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'manufacturers',
      limit: 500,
      depth: 1,
      overrideAccess: false,
      pagination: false,
    })
    const logoOf = (m: Manufacturer) => (typeof m.logo === 'object' && m.logo?.url ? m.logo.url : m.logoUrl) ?? null
    return Object.fromEntries(docs.flatMap((m) => (logoOf(m) ? [[m.name, logoOf(m)!]] : [])))
  },
)
