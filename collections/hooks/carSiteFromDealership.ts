import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { carName, carSlug } from '../fields/carName'
import { slugify } from '../fields/slug'
import { uniqueSlug } from './uniqueSlug'
import { relationId } from '@/domain/relationId'

/**
 * A car belongs to its dealership's site. The site is taken from the dealership, never from the request,
 * and a location must belong to the same dealership. Also fills the name and slug. Car slugs are unique per site: a
 * slug (made or typed) another car of the same site has becomes `slug-2`, `slug-3`, …; other sites' slugs are never
 * looked at, so no one can squat a slug another dealer's import will make.
 */
export const carSiteFromDealership: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  const dealershipId = relationId(merged.dealership)
  if (dealershipId === undefined) return data
  const dealership = await req.payload
    .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req })
    .catch(() => null)
  if (!dealership)
    throw new ValidationError({ collection: 'cars', errors: [{ path: 'dealership', message: 'Unknown dealership.' }] })
  const siteId = relationId(dealership.site)
  const requestedSite = relationId(data.site)
  if (requestedSite !== undefined && requestedSite !== siteId) {
    throw new ValidationError({
      collection: 'cars',
      errors: [{ path: 'site', message: "The site must be the dealership's site." }],
    })
  }
  data.site = siteId
  const locationId = relationId(merged.location)
  if (locationId !== undefined) {
    const location = await req.payload
      .findByID({ collection: 'locations', id: locationId, depth: 0, req })
      .catch(() => null)
    if (!location || relationId(location.dealership) !== dealershipId) {
      throw new ValidationError({
        collection: 'cars',
        errors: [{ path: 'location', message: 'The location must belong to the same dealership.' }],
      })
    }
  }
  if (!merged.name) data.name = carName(merged)
  const typed = typeof data.slug === 'string' ? slugify(data.slug) : undefined
  // A slug left out of the data (an import's update) stays as stored; one cleared in the form is made again.
  const kept = 'slug' in data ? undefined : (originalDoc?.slug as string | undefined)
  const slug = typed || kept || carSlug(merged)
  // A car keeps its own slug: only a new, changed or moved-to-another-site slug is checked.
  if (slug !== originalDoc?.slug || siteId !== relationId(originalDoc?.site)) {
    data.slug = await uniqueSlug({
      req,
      collection: 'cars',
      base: slug,
      scope: { site: { equals: siteId } },
      id: originalDoc?.id as number | undefined,
      current: originalDoc?.slug as string | undefined,
    })
  } else if ('slug' in data) data.slug = slug
  return data
}
