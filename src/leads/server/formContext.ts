import type { Car, Dealership, Location, Site } from '../../../payload-types'
import { siteCarForForms } from '@/data/cars'
import { siteModels } from '@/data/content'
import { siteDealerships, siteLocations } from '@/data/sites'
import { carSummary } from '../carSummary'
import type { LeadFormKind } from '../constants'
import { buildFormSettings, type FormOption, type FormSettings } from '../settings'

/** What a site's forms choose from, read with the public access rules and filtered by the site. */
export interface SiteFormData {
  site: Site
  locations: Location[]
  dealerships: Dealership[]
  models: FormOption[]
}

export async function loadSiteFormData(site: Site): Promise<SiteFormData> {
  // The site's models come from the same tagged cache as the header's model menu (every car page and lead reads them).
  const [locations, dealerships, models] = await Promise.all([
    siteLocations(site.id),
    siteDealerships(site.id),
    siteModels(site.id),
  ])
  return {
    site,
    locations: locations.filter((l) => (l.locationType ?? 'sales') === 'sales'),
    dealerships,
    models: models
      .filter((m) => m.status !== 'discontinued')
      .slice(0, 100)
      .map((m) => ({ value: m.name, label: m.name })),
  }
}

/** A car of this site that shoppers may see, by id (car_id); null for anything else. */
export async function loadSiteCar(site: Site, carId: unknown): Promise<Car | null> {
  const id =
    typeof carId === 'number' ? carId : typeof carId === 'string' && /^\d{1,12}$/.test(carId) ? Number(carId) : null
  // Car ids are Postgres integers: a fraction or 1e303 is no car (and would fail the query with a 500).
  if (id === null || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null
  return siteCarForForms(site.id, id)
}

export const locationOptions = (locations: Location[]): FormOption[] =>
  locations.map((l) => ({ value: String(l.id), label: l.name }))
export const dealershipOptions = (dealerships: Dealership[]): FormOption[] =>
  dealerships.map((d) => ({ value: d.slug, label: d.name }))

/** The settings of one form on one site: pages render with them and the submission handler validates with them. */
export function formSettingsFor(
  kind: LeadFormKind,
  data: SiteFormData,
  car: Car | null,
  query: Record<string, string | string[] | undefined> = {},
): FormSettings {
  return buildFormSettings({
    kind,
    site: { slug: data.site.slug, locale: data.site.locale, forms: data.site.forms },
    locations: locationOptions(data.locations),
    dealerships: dealershipOptions(data.dealerships),
    models: data.models,
    car: car ? carSummary(car) : null,
    query,
  })
}
