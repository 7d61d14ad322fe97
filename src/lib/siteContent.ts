import { cache } from 'react'
import type { Dealership, LegalText, Location, Navigation, Page, Site } from '../../payload-types'
import { payloadClient } from './payloadClient'
import { slugCandidate } from './siteHost'

/**
 * Shopper-facing reads. The multi-tenant plugin does not filter anonymous reads, so every query here
 * names the site itself, runs with the public access rules (overrideAccess: false), and keeps depth low.
 */

export const resolveSite = cache(async (siteKey: string): Promise<Site | null> => {
  const payload = await payloadClient()
  const key = decodeURIComponent(siteKey).toLowerCase()
  const { docs } = await payload.find({
    collection: 'sites',
    where: { or: [{ slug: { equals: slugCandidate(key) } }, { 'domains.domain': { equals: key } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

const bySite = (siteId: number) => ({ site: { equals: siteId } })

export const siteNavigation = cache(async (siteId: number): Promise<Navigation | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'navigation', where: bySite(siteId), limit: 1, depth: 0, overrideAccess: false })
  return docs[0] ?? null
})

export const siteDealerships = cache(async (siteId: number): Promise<Dealership[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'dealerships', where: bySite(siteId), limit: 50, depth: 1, sort: 'name', overrideAccess: false })
  return docs
})

/** Visible locations of the site, primary first (hidden ones never reach a page). */
export const siteLocations = cache(async (siteId: number): Promise<Location[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    where: { and: [bySite(siteId), { visible: { equals: true } }] },
    limit: 200,
    depth: 0,
    sort: ['-primary', 'name'],
    overrideAccess: false,
  })
  return docs
})

export const sitePage = cache(async (siteId: number, slug: string): Promise<Page | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [bySite(siteId), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

export const siteLegalTexts = cache(async (siteId: number): Promise<LegalText | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'legal-texts', where: bySite(siteId), limit: 1, depth: 0, overrideAccess: false })
  return docs[0] ?? null
})
