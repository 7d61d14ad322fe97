import type { Car, Dealership, Location, Site } from '@/payload-types'
import type { FormOption } from '@/leads/settings'
import { siteCarForForms } from './cars'
import { manufacturerSlugOf } from '@/leads/leadOrigin'
import { manufacturersById, siteModels } from './content'
import { siteDealerships, siteLocations } from './sites'

/** What a site's forms choose from, read with the public access rules and filtered by the site. */
export interface SiteFormData {
  site: Site
  locations: Location[]
  dealerships: Dealership[]
  models: FormOption[]
}

/** A form's reads: the site's form data and the car its car_id names (null without one, or for another site's). */
export interface FormReads {
  data: SiteFormData
  car: Car | null
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

/** The form data and, with a car_id, that car, read together. */
export async function loadFormReads(site: Site, carId?: string): Promise<FormReads> {
  const [data, car] = await Promise.all([loadSiteFormData(site), carId ? loadSiteCar(site, carId) : null])
  return { data, car }
}

/**
 * Spec §3 manufacturer_slug of a lead: the make of its car, else the manufacturer of the site's model it names (a
 * quote or test drive without a car), as the manufacturers' reference list slugs it. Null without either.
 */
export async function leadManufacturerSlug(site: Site, car: Car | null, modelName: unknown): Promise<string | null> {
  const manufacturers = Object.values(await manufacturersById())
  if (car?.make) return manufacturerSlugOf(car.make, manufacturers)
  const name = typeof modelName === 'string' ? modelName.trim() : ''
  if (!name) return null
  const model = (await siteModels(site.id)).find((m) => m.name === name)
  const manufacturer = model && typeof model.manufacturer === 'object' ? model.manufacturer : null
  return manufacturer ? manufacturerSlugOf(manufacturer.name, manufacturers) : null
}
