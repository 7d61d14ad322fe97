import { isAvailableForSale, isSold } from './availability'
import type { Car } from './types'

export const FIND_SIMILAR_PROMPT = 'Like this and want something similar?'
export const FIND_SIMILAR_BUTTON = 'Find Me Something Similar'
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?'
export const ARRIVING_SOON_TEXT = 'Arriving soon, please enquire for photos'

export type CardButton = 'enquire' | 'finance' | 'view-details' | 'reserve-now' | 'buy-online'

export type CardButtons =
  | { available: true; buttons: CardButton[]; arrivingSoonText: string | null }
  | { available: false; prompt: string; button: string; enquiryMessage: string }

export interface CardButtonSettings {
  /** Reserve Now or Buy Online, per site. */
  purchaseButton?: 'reserve-now' | 'buy-online'
  /** The site takes reservations (site.carPage.reserve; off, the checkout answers 404). */
  reservations?: boolean
  /** Finance is offered for this car (financeOffered: site mode, dealership group, make). */
  finance?: boolean
  /** The dealer shows 'Arriving soon, please enquire for photos' on coming-soon cars. */
  arrivingSoonText?: boolean
}

/**
 * Spec §4 Card buttons: a car available for sale shows Enquire, Finance, View Details, Reserve Now or Buy
 * Online (per site); a car not available shows 'Find Me Something Similar' with the default enquiry message
 * 'Can you please find me something similar?'. Arriving-soon cars on some dealers show
 * 'Arriving soon, please enquire for photos'.
 */
export function cardButtons(
  car: Pick<Car, 'status' | 'sold' | 'reserved'>,
  settings: CardButtonSettings = {},
): CardButtons {
  if (!isAvailableForSale(car)) {
    return {
      available: false,
      prompt: FIND_SIMILAR_PROMPT,
      button: FIND_SIMILAR_BUTTON,
      enquiryMessage: FIND_SIMILAR_MESSAGE,
    }
  }
  const { purchaseButton = 'reserve-now', arrivingSoonText = false, reservations = true, finance = true } = settings
  const buttons: CardButton[] = ['enquire', ...(finance ? ['finance' as const] : []), 'view-details']
  return {
    available: true,
    buttons: showsReserveButton(car, reservations) ? [...buttons, purchaseButton] : buttons,
    arrivingSoonText: arrivingSoonText && car.status === 'coming_soon' ? ARRIVING_SOON_TEXT : null,
  }
}

/**
 * Spec §5: "Reserve button requires availability"; and (issue 19.6, "Reserve only where it can work") only on sites
 * that take reservations (site.carPage.reserve; otherwise the checkout link 404s) and only for a car not already
 * reserved (otherwise the checkout is a dead end). Reserve Now and Buy Online (site.cards.buyButton) both lead to
 * the checkout, so both follow this rule, on cards, on the car page and on the checkout itself.
 */
export function showsReserveButton(car: Pick<Car, 'status' | 'sold' | 'reserved'>, reservations: boolean): boolean {
  return reservations && isAvailableForSale(car) && car.reserved !== true
}

/**
 * Spec §4 Card buttons: "A car available for sale shows Enquire, Finance, ..." and "A car not available shows 'Find Me
 * Something Similar'". The car page's Finance button follows the same rule (issue 39.10: a sold car's page offered
 * "Finance Enquiry"): only a car available for sale, and only where finance is offered for it.
 */
export function showsFinanceButton(car: Pick<Car, 'status' | 'sold'>, financeOffered: boolean): boolean {
  return financeOffered && isAvailableForSale(car)
}

/** Spec §5: the car history button requires a file. */
export function showsCarHistoryButton(car: Pick<Car, 'file'>): boolean {
  return car.file === true || (typeof car.file === 'string' && car.file.trim() !== '')
}

/**
 * Spec §4: "Online Purchase shows only for eligible used cars on one dealer": available, used and (issue 19.6, as the
 * checkout journey has it) not already reserved. The car page's button and the journey page ask this one rule.
 */
export function showsOnlinePurchase(
  car: Pick<Car, 'status' | 'sold' | 'car_type' | 'reserved'>,
  onlinePurchaseEnabled: boolean,
): boolean {
  return onlinePurchaseEnabled && car.car_type === 'used' && isAvailableForSale(car) && car.reserved !== true
}

/** Spec §4: a sold car is not shown in the watchlist button unless already saved. */
export function showsWatchlistButton(car: Pick<Car, 'status' | 'sold'>, alreadySaved: boolean): boolean {
  return alreadySaved || !isSold(car)
}

export interface FavouriteVisibilitySettings {
  /** The site stores favourites. */
  storesFavourites: boolean
  /** Stricter sites also hide the controls when the car is not used, has price 0 or less, or has no images. */
  requireUsedPricedWithImages?: boolean
}

/**
 * Spec §5: compare and favourite controls are hidden when the site does not store favourites or the car is
 * not for sale; on some sites also when the car is not used, has price of 0 or less, or has no images.
 */
export function showsCompareAndFavourite(
  car: Pick<Car, 'status' | 'sold' | 'car_type' | 'price' | 'images' | 'photos_count'>,
  settings: FavouriteVisibilitySettings,
): boolean {
  if (!settings.storesFavourites || !isAvailableForSale(car)) return false
  if (!settings.requireUsedPricedWithImages) return true
  const hasImages = (car.images?.length ?? 0) > 0 || (car.photos_count ?? 0) > 0
  return car.car_type === 'used' && typeof car.price === 'number' && car.price > 0 && hasImages
}

/** Spec §2: the sticky mobile footer appears after scrolling 50 px. */
export const STICKY_FOOTER_SCROLL_PX = 50

export function showsStickyFooter(scrollY: number, thresholdPx: number = STICKY_FOOTER_SCROLL_PX): boolean {
  return scrollY > thresholdPx
}
