export interface OfferRef {
  id: string | number
  excluded_website_ids?: ReadonlyArray<string | number> | null
}

/**
 * Spec (content): /offers/{manufacturer}/{offerId} or /offers/{offerId}; the manufacturer segment appears only
 * when the site has no single manufacturer.
 */
export function offerPath(
  offer: Pick<OfferRef, 'id'>,
  manufacturerSlug: string | null | undefined,
  siteHasSingleManufacturer: boolean,
): string {
  const id = encodeURIComponent(String(offer.id))
  return !siteHasSingleManufacturer && manufacturerSlug ? `/offers/${manufacturerSlug}/${id}` : `/offers/${id}`
}

/** Offers a site may show: those not excluding the site through excluded_website_ids. */
export function offersForSite<O extends OfferRef>(offers: readonly O[], websiteId: string | number): O[] {
  return offers.filter((offer) => !(offer.excluded_website_ids ?? []).some((id) => String(id) === String(websiteId)))
}
