import { australianState, type AustralianState, complaintAuthoritiesFor } from '@/domain/complaintAuthorities'
import type { ComplaintAuthority, Location } from '@/payload-types'
import { domainLocation } from '@/data/shapes/location'

// What the block shows, picked from the records ./loader.ts read. Pure: unit-tested without a database.

/** The consumer-protection authority of each state where the dealer has a location (content spec §9). */
export function complaintsAuthorities(locations: Location[], authorities: ComplaintAuthority[]) {
  const byState: Partial<Record<AustralianState, { name: string; website: string }>> = {}
  for (const authority of authorities) {
    const state = australianState(authority.state)
    if (state) byState[state] = { name: authority.name, website: authority.website }
  }
  return complaintAuthoritiesFor(locations.map(domainLocation), byState)
}
