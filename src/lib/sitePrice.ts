import { DEFAULT_NO_PRICE_TEXT, type PriceDisplayOptions } from '@/domain/priceDisplay'
import type { Site } from '@/payload-types'
import { siteText } from './siteText'

type PriceSite = Pick<Site, 'cards' | 'locale' | 'wording'>

/** The site's no-price text in the site's words (issue 26.4: 'Enquire for price.' reads 'Inquire for price.' on en-US). */
export function siteNoPriceText(site: PriceSite): string {
  return siteText(site)(site.cards?.noPriceText || DEFAULT_NO_PRICE_TEXT)
}

/** The site's options for priceDisplay: its subscriptions switch and its no-price text, so every page says the same. */
export function sitePriceOptions(site: PriceSite): PriceDisplayOptions {
  return { subscriptionsEnabled: site.cards?.subscriptions === true, noPriceText: siteNoPriceText(site) }
}
