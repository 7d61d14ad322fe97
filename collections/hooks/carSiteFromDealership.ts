import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { carName, carSlug } from '../fields/carName'

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: number }).id
      : undefined

/**
 * A car belongs to its dealership's site. The site is taken from the dealership, never from the request,
 * and a location must belong to the same dealership. Also fills the name and slug.
 */
export const carSiteFromDealership: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  const dealershipId = idOf(merged.dealership)
  if (dealershipId === undefined) return data
  const dealership = await req.payload
    .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req })
    .catch(() => null)
  if (!dealership)
    throw new ValidationError({ collection: 'cars', errors: [{ path: 'dealership', message: 'Unknown dealership.' }] })
  const siteId = idOf(dealership.site)
  const requestedSite = idOf(data.site)
  if (requestedSite !== undefined && requestedSite !== siteId) {
    throw new ValidationError({
      collection: 'cars',
      errors: [{ path: 'site', message: "The site must be the dealership's site." }],
    })
  }
  data.site = siteId
  const locationId = idOf(merged.location)
  if (locationId !== undefined) {
    const location = await req.payload
      .findByID({ collection: 'locations', id: locationId, depth: 0, req })
      .catch(() => null)
    if (!location || idOf(location.dealership) !== dealershipId) {
      throw new ValidationError({
        collection: 'cars',
        errors: [{ path: 'location', message: 'The location must belong to the same dealership.' }],
      })
    }
  }
  if (!merged.name) data.name = carName(merged)
  if (!merged.slug) data.slug = carSlug(merged)
  return data
}
