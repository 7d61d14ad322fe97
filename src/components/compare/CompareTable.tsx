import type { CSSProperties } from 'react'
import { compareRows } from '@/domain/compare'
import { carTitle } from '@/domain/carTitle'
import type { ShapedCar } from '@/data/shapes/car'
import { siteNoPriceText } from '@/lib/sitePrice'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { Img } from '../Img'
import { PageHead } from '../templates/PageHead'
import { CompareRemoveButton } from './CompareRemoveButton'
import styles from './CompareTable.module.css'

const titleOf = (car: ShapedCar) => carTitle(car)

/** The compare page's table: a column a car (photo, title, remove, view), then a row a fact. Takes domain cars. */
export function CompareTable({ ctx, cars }: { ctx: SiteContext; cars: ShapedCar[] }) {
  const t = siteText(ctx.site)
  const rows = compareRows(cars, {
    locale: siteLocale(ctx.site),
    noPriceText: siteNoPriceText(ctx.site),
  })
  return (
    <>
      <PageHead title={t('Compare cars')} lead={cars.length ? t('Up to 4 cars side by side.') : null} />
      <section className="container section">
        {cars.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('No cars to compare yet. Tick Compare on up to 4 cars in the search.')}</p>
            <a className="button" href={siteHref(ctx.basePath, '/search')}>
              {t('Search cars')}
            </a>
          </div>
        ) : (
          <div className={styles.scroller} role="region" aria-label={t('Compare cars')} tabIndex={0}>
            <table className={styles.table} style={{ '--compare-cars': cars.length } as CSSProperties}>
              <thead>
                <tr>
                  <td />
                  {cars.map((car) => (
                    <th key={car.id} scope="col">
                      {car.primary_image_url ? (
                        <Img src={car.primary_image_url} alt="" width={240} height={180} loading="lazy" />
                      ) : null}
                      <a href={siteHref(ctx.basePath, `/cars/${car.slug}`)}>{titleOf(car)}</a>
                      <CompareRemoveButton id={car.id} label={`${t('Remove')} ${titleOf(car)}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{t(row.label)}</th>
                    {row.values.map((value, i) => (
                      <td key={cars[i]!.id}>{value || '–'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
