import { locationsBlockTitle, type LocationsFilter } from '@/domain/locations'
import type { LocationsBlock } from '../../payload-types'
import { FindUs } from '@/components/FindUs'
import { LocationCard } from '@/components/LocationCard'
import { LocationGrid } from '@/components/LocationGrid'
import { LocationHero } from '@/components/LocationHero'
import { LocationSelectors } from '@/components/LocationSelectors'
import { LocationsCarousel } from '@/components/LocationsCarousel'
import type { SiteContext } from '@/lib/siteRequest'
import { applyLocationsFilter, selectorLocations } from '@/lib/locationData'
import { siteLocations } from '@/data/sites'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from '../blocks.module.css'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : value

export async function LocationsComponent({
  block,
  ctx,
}: {
  block: LocationsBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  const filter: LocationsFilter = block.filter === 'id' ? { id: idOf(block.location) ?? -1 } : (block.filter ?? 'all')
  const manufacturer = typeof block.manufacturer === 'object' && block.manufacturer ? block.manufacturer.name : null
  const locations = applyLocationsFilter(await siteLocations(ctx.site.id), filter, {
    manufacturer,
    subtype: block.subtype,
    excludeIds: (block.excludedLocations ?? []).flatMap((l) => idOf(l) ?? []),
  })
  if (locations.length === 0) return null
  const salesCount = locations.filter((l) => (l.locationType ?? 'sales') === 'sales').length
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
