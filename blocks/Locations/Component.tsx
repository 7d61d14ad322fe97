import { locationsBlockTitle } from '@/domain/locations'
import type { LocationsBlock } from '@/payload-types'
import { FindUs } from '@/components/FindUs'
import { LocationCard } from '@/components/LocationCard'
import { LocationGrid } from '@/components/LocationGrid'
import { LocationHero } from '@/components/LocationHero'
import { LocationSelectors } from '@/components/LocationSelectors'
import { LocationsCarousel } from '@/components/LocationsCarousel'
import type { SiteContext } from '@/lib/siteRequest'
import { selectorLocations } from '@/lib/locationData'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'
import styles from '../blocks.module.css'

export function LocationsComponent({
  block,
  ctx,
  data: { locations },
}: {
  block: LocationsBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'locations'>
}) {
  const t = siteText(ctx.site)
  if (locations.length === 0) return null
  const salesCount = locations.filter((l) => l.location_type === 'sales').length
  const title = t(block.title || (block.display === 'carousel' ? 'Our Locations' : locationsBlockTitle(salesCount)))

  if (block.display === 'hero') return <LocationHero ctx={ctx} title={title} locations={locations} />
  return (
    <section className="container section" aria-label={block.display === 'carousel' ? undefined : title}>
      {block.display === 'carousel' ? (
        <LocationsCarousel
          title={title}
          labels={{ previous: t('Previous locations'), next: t('Next locations'), swipe: t('Swipe') }}
        >
          {locations.map((location) => (
            <LocationCard key={location.id} ctx={ctx} location={location} />
          ))}
        </LocationsCarousel>
      ) : (
        <>
          <div className={styles.head}>
            <h2>{title}</h2>
          </div>
          {block.display === 'selector' ? (
            <LocationSelectors
              endpoint={siteHref(ctx.basePath, '/nearest-location')}
              locations={selectorLocations(ctx, locations)}
              directionsNewTab={ctx.site.carPage?.getDirectionsNewTab !== false}
              labels={{
                postcodeTitle: t('Find your nearest location'),
                postcode: t('Postcode'),
                find: t('Find'),
                dealershipTitle: t('Choose a dealership'),
                dealership: t('Dealership'),
                choose: t('Select a dealership'),
                nearest: t('Nearest location'),
                view: t('View Location'),
                directions: t('Get Directions'),
              }}
            />
          ) : (
            <LocationGrid count={locations.length}>
              {locations.map((location) =>
                block.display === 'grid' ? (
                  <LocationCard key={location.id} ctx={ctx} location={location} />
                ) : (
                  <FindUs key={location.id} ctx={ctx} location={location} headingLevel={3} />
                ),
              )}
            </LocationGrid>
          )}
        </>
      )}
    </section>
  )
}
