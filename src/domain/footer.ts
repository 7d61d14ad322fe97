import type { Location } from './types'

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin'

export interface SocialLink {
  network: SocialNetwork
  url: string
}

const NETWORK_FIELDS: ReadonlyArray<
  readonly [SocialNetwork, 'facebook_url' | 'instagram_url' | 'youtube_url' | 'linkedin_url']
> = [
  ['facebook', 'facebook_url'],
  ['instagram', 'instagram_url'],
  ['youtube', 'youtube_url'],
  ['linkedin', 'linkedin_url'],
]

/** Spec (content) §1: footer social links (facebook, instagram, youtube, linkedin) from the locations' contact details; the first visible location with a link wins. */
export function footerSocialLinks(locations: readonly Pick<Location, 'contact_detail' | 'visible'>[]): SocialLink[] {
  return NETWORK_FIELDS.flatMap(([network, field]) => {
    const url = locations
      .find((l) => l.visible !== false && l.contact_detail?.[field]?.trim())
      ?.contact_detail?.[field]?.trim()
    return url ? [{ network, url }] : []
  })
}

export interface SubFooterInput {
  dealerName: string
  manufacturerName?: string | null
  city?: string | null
  state?: string | null
  dealerLicenceNumber?: string | null
  motorVehicleRepairerNumber?: string | null
}

/**
 * Spec (content) §1: a sub-footer line made of dealer name, manufacturer name, city, state, dealer licence number,
 * motor vehicle repairer number and the current year (missing parts left out), joined by ' | '.
 */
export function subFooterLine(input: SubFooterInput, year: number): string {
  const place = [input.city?.trim(), input.state?.trim()].filter(Boolean).join(' ')
  return [
    `© ${year} ${input.dealerName.trim()}`,
    input.manufacturerName?.trim(),
    place,
    input.dealerLicenceNumber?.trim() ? `Dealer Licence ${input.dealerLicenceNumber.trim()}` : '',
    input.motorVehicleRepairerNumber?.trim() ? `MVR ${input.motorVehicleRepairerNumber.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' | ')
}
