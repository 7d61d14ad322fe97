import { priceDisplay } from '@/domain/priceDisplay'
import { siteNoPriceText } from '@/lib/sitePrice'
import { carTitle } from '@/domain/carTitle'
import type { ShapedCar } from '@/data/shapes/car'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { Img } from '../Img'
import { PageHead } from '../templates/PageHead'
import { SignOutButton, WatchlistRemoveButton } from './WatchlistButtons'
import styles from './WatchlistView.module.css'

const titleOf = (car: ShapedCar) => carTitle(car)

/** The watchlist page: the saved cars (domain cars, photos in order) with their price and a remove button each. */
export function WatchlistView({ ctx, cars }: { ctx: SiteContext; cars: ShapedCar[] }) {
  const t = siteText(ctx.site)
  return (
    <>
      <PageHead
        title={t('My watchlist')}
        lead={cars.length ? `${cars.length} ${cars.length === 1 ? t('car') : t('cars')}` : null}
      >
        <SignOutButton site={ctx.site.slug} home={siteHref(ctx.basePath, '/')} />
      </PageHead>
      <section className="container section">
        {cars.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('Your watchlist is empty. Save cars from the search to see them here.')}</p>
            <a className="button" href={siteHref(ctx.basePath, '/search')}>
              {t('Search cars')}
            </a>
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('Saved cars')}>
            {cars.map((car) => (
              <li key={car.id} className={styles.item} data-testid="watchlist-car">
                {car.primary_image_url ? (
                  <Img src={car.primary_image_url} alt="" width={240} height={180} loading="lazy" />
                ) : (
                  <span className={styles.noImage} />
                )}
                <div>
                  <a href={siteHref(ctx.basePath, `/cars/${car.slug}`)} className={styles.title}>
                    {titleOf(car)}
                  </a>
                  <p>
                    {car.status === 'sold'
                      ? t('Sold')
                      : priceDisplay(car, { noPriceText: siteNoPriceText(ctx.site) }).text}
                  </p>
                </div>
                <WatchlistRemoveButton site={ctx.site.slug} carId={car.id} name={titleOf(car)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
