import { offerEndsText } from '@/domain/offerSchedule'
import { offerTextView } from '@/domain/offerText'
import type { Offer } from '@/payload-types'
import { MediaImage } from '../MediaImage'
import { ToggleText } from '../ToggleText'
import { sectionDefaultImage } from '@/lib/defaultImages'
import { offerExploreHref, offerImage, offerManufacturer } from '@/lib/offerData'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import styles from './templates.module.css'
import { siteTimeZone } from '@/domain/siteTimeZone'

/**
 * An offer's page: description and disclaimer each collapsed past 200 characters behind View more / View less
 * (content spec §4, §9), when it ends in the site's date format, the Explore model link and an enquiry link.
 */
export function OfferTemplate({ ctx, offer }: { ctx: SiteContext; offer: Offer }) {
  const t = siteText(ctx.site)
  const description = offerTextView(offer.description ? t(offer.description) : null, 'description')
  const disclaimer = offerTextView(offer.disclaimer ? t(offer.disclaimer) : null, 'disclaimer')
  const image = offerImage(offer, sectionDefaultImage(ctx.site, 'offers'))
  const explore = offerExploreHref(ctx, offer)
  const labels = { moreLabel: t('View more'), lessLabel: t('View less') }
  const ends = offerEndsText(offer.expiresAt, siteLocale(ctx.site), siteTimeZone(ctx.site.timeZone))
  return (
    <section className="container section">
      <nav aria-label={t('Breadcrumb')}>
        <ol className={styles.breadcrumbs}>
          <li>
            <a href={siteHref(ctx.basePath, '/')}>{t('Home')}</a>
          </li>
          <li>
            <a href={siteHref(ctx.basePath, '/special-offers')}>{t('Special Offers')}</a>
          </li>
          <li aria-current="page">{offer.name}</li>
        </ol>
      </nav>
      <div className={styles.offer}>
        {image.media || image.url ? (
          <MediaImage
            className={styles.offerImage}
            media={image.media}
            fallbackUrl={image.url}
            size="offer"
            width={375}
            height={250}
            alt={offer.name}
            priority
          />
        ) : null}
        <div className={styles.stack}>
          {offerManufacturer(offer) ? <p className={styles.meta}>{offerManufacturer(offer)?.name}</p> : null}
          <h1>{t(offer.name)}</h1>
          {ends ? (
            <p className={styles.meta} data-testid="offer-ends">
              {t(ends)}
            </p>
          ) : null}
          {description.full ? (
            <ToggleText full={description.full} collapsed={description.collapsed} {...labels} />
          ) : null}
          <div className={styles.actions}>
            <a className="button" href={siteHref(ctx.basePath, '/contact')}>
              {t('Enquire about this offer')}
            </a>
            {explore ? (
              <a className="button button--secondary" href={explore}>
                {t('Explore model')}
              </a>
            ) : null}
          </div>
          {disclaimer.full ? (
            <div className={styles.disclaimer}>
              <ToggleText full={disclaimer.full} collapsed={disclaimer.collapsed} {...labels} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
