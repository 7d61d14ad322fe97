import type { ReactNode } from 'react'
import { offerEndsText } from '@/domain/offerSchedule'
import { offerTextView } from '@/domain/offerText'
import type { Offer } from '@/payload-types'
import { sectionDefaultImage } from '@/lib/defaultImages'
import { offerExploreHref, offerHref, offerImage, offerManufacturer } from '@/lib/offerData'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { MediaImage } from './MediaImage'
import styles from './OfferCard.module.css'
import { siteTimeZone } from '@/domain/siteTimeZone'

/**
 * Offer card: image (375x250), name, description truncated at 160 characters, when the offer ends, View Offer and
 * Explore model.
 */
export function OfferCard({ ctx, offer, headingLevel = 2 }: { ctx: SiteContext; offer: Offer; headingLevel?: 2 | 3 }) {
  const t = siteText(ctx.site)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const description = offerTextView(offer.description, 'description')
  const image = offerImage(offer, sectionDefaultImage(ctx.site, 'offers'))
  const explore = offerExploreHref(ctx, offer)
  const href = offerHref(ctx, offer)
  const make = offerManufacturer(offer)?.name
  const ends = offerEndsText(offer.expiresAt, siteLocale(ctx.site), siteTimeZone(ctx.site.timeZone))
  return (
    <article className={styles.card} aria-labelledby={`offer-${offer.id}`}>
      {image.media || image.url ? (
        <MediaImage
          className={styles.image}
          media={image.media}
          fallbackUrl={image.url}
          size="offer"
          width={375}
          height={250}
          alt={offer.name}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {t('Special Offer')}
        </div>
      )}
      <div className={styles.body}>
        {make ? <p className={styles.make}>{make}</p> : null}
        <Heading id={`offer-${offer.id}`} className={styles.name}>
          <a href={href}>{t(offer.name)}</a>
        </Heading>
        {description.full ? <p className={styles.text}>{t(description.collapsed ?? description.full)}</p> : null}
        {ends ? (
          <p className={styles.ends} data-testid="offer-ends">
            {t(ends)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <a className="button" href={href} aria-label={`${t('View Offer')}: ${offer.name}`}>
            {t('View Offer')}
          </a>
          {explore ? (
            <a className="button button--secondary" href={explore}>
              {t('Explore model')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** `scrollOnPhones`: one swipeable row under 576 px instead of a column of cards (the home page's blocks). */
export function OfferGrid({ children, scrollOnPhones = false }: { children: ReactNode; scrollOnPhones?: boolean }) {
  return <div className={`${styles.grid}${scrollOnPhones ? ' phone-scroller' : ''}`}>{children}</div>
}
