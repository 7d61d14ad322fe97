import type { Car, Dealership, Location } from '@/payload-types'
import type { SiteFormData } from '@/data/forms'
import { carSummary } from '../carSummary'
import type { LeadFormKind } from '../constants'
import { buildFormSettings, type FormOption, type FormSettings } from '../settings'

// The reads live in src/data/forms.ts (routes load them and pass them down); what is here is pure.
export type { FormReads, SiteFormData } from '@/data/forms'

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
