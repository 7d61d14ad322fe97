import { australianState, type AustralianState, complaintAuthoritiesFor } from '@/domain/complaintAuthorities'
import { type LocationsFilter } from '@/domain/locations'
import { type ModelBodyType, modelBodyTypesPresent, modelsForBody } from '@/domain/modelBodies'
import { preferredModelOrder, sortModels } from '@/domain/modelMenu'
import type {
  ComplaintAuthority,
  Location,
  LocationsBlock,
  Model,
  ModelsGridBlock,
  Offer,
  OffersListBlock,
  ServicePlan,
} from '../payload-types'
import { domainLocation } from '@/data/shapes/location'
import { applyLocationsFilter } from '@/lib/locationData'
import { visibleOffers } from '@/lib/offerData'
import type { SiteContext } from '@/lib/siteRequest'
import { relationId } from '@/domain/relationId'

// What a block shows, picked from the site's records the loaders read (blocks/loaders.ts). Pure: the loaders pass
// the records in, so each rule is unit-tested without a database.

/** The locations a Locations block lists: its filter (all, a type, one location), manufacturer, subtype, exclusions. */
export function locationsBlockLocations(block: LocationsBlock, locations: Location[]): Location[] {
  const filter: LocationsFilter =
    block.filter === 'id' ? { id: relationId(block.location) ?? -1 } : (block.filter ?? 'all')
  const manufacturer = typeof block.manufacturer === 'object' && block.manufacturer ? block.manufacturer.name : null
  return applyLocationsFilter(locations, filter, {
    manufacturer,
    subtype: block.subtype,
    excludeIds: (block.excludedLocations ?? []).flatMap((l) => relationId(l) ?? []),
  })
}

/** The offers an Offers block shows: the site's visible offers, of the block's model if it names one, up to its limit. */
export function offersListOffers(block: OffersListBlock, ctx: SiteContext, offers: Offer[], now: Date): Offer[] {
  const modelId = relationId(block.model)
  return visibleOffers(ctx, offers, now)
    .filter((offer) => !modelId || relationId(offer.model) === modelId)
    .slice(0, block.limit ?? 6)
}

/** A Models grid: the current (not discontinued) models of the block's body type in menu order, and the body types. */
export function modelsGridModels(
  block: ModelsGridBlock,
  models: Model[],
): { models: Model[]; bodies: ModelBodyType[] } {
  const current = models.filter((m) => m.status !== 'discontinued')
  return { models: sortModels(modelsForBody(current, block.body)), bodies: modelBodyTypesPresent(current) }
}

/** Service plans in the site's own models menu order (content), matched by model name. */
export function servicePlansInMenuOrder(plans: ServicePlan[], models: Model[]): ServicePlan[] {
  return sortModels(
    plans.map((plan) => ({ ...plan, name: plan.modelName })),
    preferredModelOrder(models),
  )
}

/** The consumer-protection authority of each state where the dealer has a location (content spec §9). */
export function complaintsAuthorities(locations: Location[], authorities: ComplaintAuthority[]) {
  const byState: Partial<Record<AustralianState, { name: string; website: string }>> = {}
  for (const authority of authorities) {
    const state = australianState(authority.state)
    if (state) byState[state] = { name: authority.name, website: authority.website }
  }
  return complaintAuthoritiesFor(locations.map(domainLocation), byState)
}
