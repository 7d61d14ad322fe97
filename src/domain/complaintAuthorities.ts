import type { Location } from './types'

/** Spec (content): the states listed in the complaints notice, in this order. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]

export const COMPLAINTS_CLOSING_TEXT = 'or seek independent legal advice'

/**
 * The notice's closing sentence. After the list of state authorities it reads on from it ('… or seek independent
 * legal advice.'); with no authority listed (a US dealer, or no Australian location) a lone 'or …' dangles, so it is a
 * whole sentence of its own (issue 39.6/39.10).
 */
export function complaintsClosingSentence(authoritiesListed: number): string {
  return authoritiesListed > 0
    ? `${COMPLAINTS_CLOSING_TEXT}.`
    : 'If you are not satisfied with our response, you can seek independent legal advice.'
}

const STATE_NAMES: Record<string, AustralianState> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
}

/** 'nsw', 'NSW' or 'New South Wales' → 'NSW'; null for anything else. */
export function australianState(value: string | null | undefined): AustralianState | null {
  const text = value?.trim() ?? ''
  const upper = text.toUpperCase()
  if ((AUSTRALIAN_STATES as readonly string[]).includes(upper)) return upper as AustralianState
  const name = text.toLowerCase().replace(/\s+/g, ' ')
  return Object.hasOwn(STATE_NAMES, name) ? (STATE_NAMES[name] ?? null) : null
}

export interface ComplaintAuthority {
  name: string
  website: string
}

/**
 * Spec (content): the complaints notice lists the state consumer-protection authority, with its link, for each
 * state where the dealer has a location (ACT, NSW, NT, QLD, SA, TAS, VIC, WA order). Hidden locations do not count.
 */
export function complaintAuthoritiesFor<A extends ComplaintAuthority>(
  locations: readonly Pick<Location, 'address' | 'visible'>[],
  authorities: Partial<Record<AustralianState, A>>,
): Array<A & { state: AustralianState }> {
  const states = new Set<AustralianState>()
  for (const location of locations) {
    if (location.visible === false) continue
    const state = australianState(location.address?.state)
    if (state) states.add(state)
  }
  return AUSTRALIAN_STATES.flatMap((state) => {
    const authority = authorities[state]
    return states.has(state) && authority ? [{ ...authority, state }] : []
  })
}
