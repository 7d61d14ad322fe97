import { locationsBlockTitle } from '@/domain/locations'
import type { FormReads } from '@/data/forms'
import type { SiteLocation } from '@/data/shapes/location'
import { FindUs } from '../FindUs'
import { ContactLeadForm } from '../forms/ContactLeadForm'
import { LocationGrid } from '../LocationGrid'
import { LocationHero } from '../LocationHero'
import { SectionHeaderImage } from '../SectionHeaderImage'
import { LocationSelectors } from '../LocationSelectors'
import { selectorLocations } from '@/lib/locationData'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

/**
 * /contact and /contact-us: every visible location's details, with the map and the postcode and dealership selectors.
 * With a car_id of this site's car in the query (/contact) the form is that car's enquiry. The route passes the
 * locations shaped (siteLocation), in the order the page lists them (orderedLocations), and the form's reads
 * (loadFormReads: the car only for /contact's car_id).
 */
export function ContactTemplate({
  ctx,
  locations,
  forms,
  message,
}: {
  ctx: SiteContext
  locations: SiteLocation[]
  forms: FormReads
  /** /contact's ?message=… (a search card's 'Find Me Something Similar'). */
  message?: string
}) {
  const t = siteText(ctx.site)
  const sales = locations.filter((l) => l.location_type === 'sales')
  const title = t(locationsBlockTitle(sales.length))
  const form = (
    <section className="container section" id="contact-form" aria-label={t('Send us a message')}>
      <ContactLeadForm
        ctx={ctx}
        heading={t('Send us a message')}
        forms={forms.data}
        car={forms.car}
        message={message}
      />
    </section>
  )
  // A card's Enquire (?car_id=…) comes for that car: its enquiry goes first, so the car and the form are on the first
  // screen of a phone rather than under the header image, the hero and every location (issue 26: 2,704 px down).
  const carFirst = forms.car !== null
  return (
    <>
      {carFirst ? form : <SectionHeaderImage site={ctx.site} section="contact" />}
      <LocationHero
        ctx={ctx}
        eyebrow={`${t('Contact')} ${ctx.site.name}`}
        title={title}
        locations={sales.length > 0 ? sales : locations}
      />
      <section className="container section" aria-label={t('Our locations')}>
        <LocationGrid count={locations.length}>
          {locations.map((location) => (
            <FindUs key={location.id} ctx={ctx} location={location} />
          ))}
        </LocationGrid>
      </section>
      {locations.length > 0 ? (
        <section className="container section" aria-label={t('Find your nearest location')}>
          <LocationSelectors
            endpoint={siteHref(ctx.basePath, '/nearest-location')}
            locations={selectorLocations(ctx, locations)}
            directionsNewTab={ctx.site.carPage?.getDirectionsNewTab !== false}
            locale={ctx.site.locale ?? undefined}
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
        </section>
      ) : null}
      {carFirst ? null : form}
    </>
  )
}
