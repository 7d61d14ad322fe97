import { type LocationsFilter } from '@/domain/locations'
import { relationId } from '@/domain/relationId'
import type { Location, LocationsBlock } from '@/payload-types'
import { applyLocationsFilter } from '@/lib/locationData'

// What the block shows, picked from the records ./loader.ts read. Pure: unit-tested without a database.

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
