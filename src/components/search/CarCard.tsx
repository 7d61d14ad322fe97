'use client'

import { cardButtons, showsCompareAndFavourite, showsWatchlistButton } from '@/domain/carButtons'
import { carCardDetails, carCardTitle } from '@/domain/carCard'
import { cardTag, cardTagView } from '@/domain/cardTag'
import { isAvailableForSale } from '@/domain/availability'
import { financeOffered, usableLender } from '@/domain/financeEligibility'
import { advertisedRate, comparisonRateFor } from '@/domain/financeLocale'
import {
  DEFAULT_CALCULATOR_INTEREST_RATE,
  REPAYMENT_PERIOD,
  type RepaymentFigure,
  repaymentFigure,
  repaymentFrequency,
} from '@/domain/financeRepayment'
import { localeSpelling } from '@/domain/localeSpelling'
import { odometerLabel } from '@/domain/odometer'
import { priceDisplay, formatPrice } from '@/domain/priceDisplay'
import type { Car, FinanceLender } from '@/domain/types'
import { CARD_IMAGE_SIZE, cardImageUrl } from '@/lib/cardImageUrl'
import styles from './CarSearch.module.css'
import type { CardAttribute } from './carSearchRequests'
import type { CarSearchSettings } from './carSearchSettings'

/** A search hit as the card reads it: the CARD_ATTRIBUTES of the index record (src/search/carRecord.ts). */
export type CarHit = Pick<Car, Extract<CardAttribute, keyof Car>> & {
  objectID: string
  /** Each provider's rates and payments (carRecord.ts financeRates): the card's weekly figure. */
  finance_rates?: Record<string, FinanceLender> | null
  /** The car's dealership group has finance switched off. */
  dealership_finance_disabled?: boolean | null
}

/** The card as a domain car: its lender figures under finance_lenders, its one photo as its images. */
export function hitCar(hit: CarHit): Car {
  const { finance_rates, dealership_finance_disabled: _off, ...rest } = hit
  return {
    ...rest,
    finance_lenders: finance_rates ?? null,
    images: hit.primary_image_url ? [{ image: { url: hit.primary_image_url } }] : null,
  }
}

/**
 * The card's finance: offered for this car (spec §5, financeOffered: site mode, dealership group, make) and its
 * repayment in the site's frequency (weekly, monthly on en-US), the car page's own (repaymentFigure), for an available
 * car; with the rate it is worked out at, as advertised (issue 39.6: beside its comparison rate on en-AU and en-NZ).
 */
export function cardFinance(
  hit: CarHit,
  settings: CarSearchSettings,
): { offered: boolean; repayment: RepaymentFigure | null; rateText: string | null } {
  const car = hitCar(hit)
  const offered = financeOffered(car, {
    financeDisabled: !settings.financeEnabled || hit.dealership_finance_disabled === true,
    disabledMakes: settings.finance.disabledMakes,
  })
  const figure =
    offered && isAvailableForSale(car)
      ? repaymentFigure(car, {
          provider: settings.finance.provider,
          calculatorInterestRate: settings.finance.calculatorInterestRate,
          frequency: repaymentFrequency(settings.locale),
        })
      : null
  const lender =
    figure?.source === 'lender' && settings.finance.provider ? usableLender(car, settings.finance.provider) : null
  const rate = lender?.interestRate ?? settings.finance.calculatorInterestRate ?? DEFAULT_CALCULATOR_INTEREST_RATE
  const rateText = figure ? advertisedRate(rate, comparisonRateFor(rate, lender), settings.locale ?? 'en-AU') : null
  return { offered, repayment: figure, rateText }
}

/** The card photo's rendered width per breakpoint (CarSearch.module.css .grid and .layout). */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 992px) 340px, (min-width: 576px) 50vw, 100vw'

export interface CarCardProps {
  hit: CarHit
  settings: CarSearchSettings
  now: Date
  href: (path: string) => string
  priority: boolean
  favourite: boolean
  compared: boolean
  onFavourite: (id: string) => void
  onCompare: (id: string) => void
}

export function CarCard({
  hit,
  settings,
  now,
  href,
  priority,
  favourite,
  compared,
  onFavourite,
  onCompare,
}: CarCardProps) {
  const car = hitCar(hit)
  const t = (text: string) => localeSpelling(text, settings.locale)
  const title = carCardTitle(car)
  const badge = settings.cards.certifiedBadge
  const tag = cardTag(car, now, {
    soldTag: settings.cards.soldTagText,
    newTag: settings.cards.newTagText,
    electricHybridTags: settings.cards.electricHybridTags,
    certifiedBadgeMake: badge?.make ?? null,
    runoutSaleGreen: settings.cards.runoutSaleGreen,
  })
  const finance = cardFinance(hit, settings)
  const tagView = tag && tag.kind !== 'certified-badge' ? cardTagView(tag) : null
  const price = priceDisplay(car, {
    subscriptionsEnabled: settings.cards.subscriptions,
    noPriceText: settings.cards.noPriceText,
  })
  const buttons = cardButtons(car, {
    purchaseButton: settings.cards.buyButton,
    arrivingSoonText: Boolean(settings.cards.arrivingSoonText),
    reservations: settings.reservations,
    finance: finance.offered,
  })
  const controls = showsCompareAndFavourite(car, {
    storesFavourites: settings.cards.favourites !== 'off',
    requireUsedPricedWithImages: settings.cards.strictSaveRule,
  })
  const carUrl = href(`/cars/${hit.slug ?? hit.objectID}`)
  const image = hit.primary_image_url
  const enquire = (message?: string) =>
    href(
      `/contact?car_id=${encodeURIComponent(hit.objectID)}${message ? `&message=${encodeURIComponent(message)}` : ''}`,
    )
  const tagClass = tag
    ? 'tone' in tag && tag.tone === 'green'
      ? styles.tagGreen
      : tag.kind === 'new' || tag.kind === 'coming-soon'
        ? styles.tagBrand
        : styles.tagRed
    : ''

  return (
    <article
      className={styles.card}
      aria-labelledby={`car-${hit.objectID}`}
      data-testid="car-card"
      data-car-id={hit.objectID}
    >
      <div className={styles.cardImage}>
        {image ? (
          // Spec §7 "card image 1000x1000": requested from the card-image service at that size (cardImage.ts);
          // the CSS box is a fixed 4:3, so nothing shifts.
          // eslint-disable-next-line @next/next/no-img-element -- the image service sizes it; one size by the spec
          <img
            src={cardImageUrl(image)}
            alt={title}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            data-testid="card-image"
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" data-testid="card-no-photo">
            Photos coming soon
          </div>
        )}
        {tag?.kind === 'certified-badge' && badge ? (
          <span className={styles.certifiedBadge} data-testid="card-tag">
            {/* eslint-disable-next-line @next/next/no-img-element -- a small logo, possibly the manufacturer's own URL */}
            <img src={badge.image} alt={`Certified ${tag.make}`} width={64} height={32} />
          </span>
        ) : tagView ? (
          <span className={`${styles.tag} ${tagClass}`} data-testid="card-tag" title={tagView.title ?? undefined}>
            {tagView.text}
          </span>
        ) : null}
        {hit.location_name ? <span className={styles.locationOverlay}>{hit.location_name}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <h3 id={`car-${hit.objectID}`} className={styles.cardTitle}>
          <a href={carUrl}>{title}</a>
        </h3>
        <p className={styles.price} data-testid="card-price">
          {price.kind === 'reduced' ? <s className={styles.wasPrice}>{formatPrice(price.listedPrice)}</s> : null}
          <strong>{price.text}</strong>
          {price.kind === 'subscription' ? <span className={styles.priceType}> per week subscription</span> : null}
          {(price.kind === 'price' || price.kind === 'reduced') && hit.price_type ? (
            <span className={styles.priceType}> {hit.price_type}</span>
          ) : null}
        </p>
        {finance.repayment !== null && buttons.available ? (
          <p className={styles.weekly} data-testid="card-weekly">
            or <strong>{formatPrice(finance.repayment.amount)}</strong>{' '}
            {REPAYMENT_PERIOD[finance.repayment.frequency].per}*{' '}
            <span className={styles.weeklyRate} data-testid="card-rate">
              at {finance.rateText}
            </span>
          </p>
        ) : null}
        {settings.cards.showDescriptions ? (
          <dl className={styles.details}>
            {carCardDetails(car, settings.locale).map((d) => (
              <div key={d.label}>
                <dt>{t(d.label === 'Odometer' ? odometerLabel(settings.locale) : d.label)}</dt>
                <dd>{t(d.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {buttons.available ? (
          <>
            {buttons.arrivingSoonText ? (
              <p className={styles.arriving}>{t(settings.cards.arrivingSoonText || buttons.arrivingSoonText)}</p>
            ) : null}
            <div className={styles.cardButtons}>
              <a className="button button--secondary" href={enquire()}>
                {t('Enquire')}
              </a>
              {buttons.buttons.includes('finance') ? (
                <a
                  className="button button--secondary"
                  href={href(`/finance?car_id=${encodeURIComponent(hit.objectID)}#finance-form`)}
                >
                  Finance
                </a>
              ) : null}
              <a className="button" href={carUrl}>
                View Details
              </a>
              {buttons.buttons.includes('buy-online') ? (
                <a className="button" href={`${carUrl}/buy-online`}>
                  Buy Online
                </a>
              ) : buttons.buttons.includes('reserve-now') ? (
                <a className="button" href={`${carUrl}/checkout`}>
                  Reserve Now
                </a>
              ) : null}
            </div>
          </>
        ) : (
          <div className={styles.similar}>
            <p>{t(buttons.prompt)}</p>
            <a className="button" href={enquire(buttons.enquiryMessage)}>
              {t(buttons.button)}
            </a>
          </div>
        )}
        {controls ? (
          <div className={styles.cardControls}>
            {settings.cards.favourites !== 'watchlist' ||
            showsWatchlistButton(hit as Pick<Car, 'status' | 'sold'>, favourite) ? (
              <button
                type="button"
                aria-pressed={favourite}
                onClick={() => onFavourite(hit.objectID)}
                className={styles.iconButton}
              >
                <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {favourite ? 'Saved' : 'Save'}
                <span className="visually-hidden"> {title}</span>
              </button>
            ) : null}
            {settings.cards.compare ? (
              <label className={styles.compareToggle}>
                <input type="checkbox" checked={compared} onChange={() => onCompare(hit.objectID)} /> Compare
                <span className="visually-hidden"> {title}</span>
              </label>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
