import type { Car, Location } from '../../../../payload-types'
import { localeSpelling } from '@/domain/localeSpelling'
import type { LeadFormKind } from '@/leads/constants'
import { formSettingsFor, loadSiteCar, loadSiteFormData } from '@/leads/server/formContext'
import type { FormSettings } from '@/leads/settings'
import { siteForPage, type SiteContext } from '@/lib/siteRequest'

export type PageProps = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export interface FormPage {
  ctx: SiteContext
  car: Car | null
  settings: FormSettings
  /** The site's sales locations (for the contact aside). */
  locations: Location[]
  t: (text: string) => string
}

/** Site, car (car_id from the query, only this site's) and form settings for a form page. */
export async function formPage(
  props: PageProps,
  kind: LeadFormKind,
  options: { car?: boolean } = {},
): Promise<FormPage> {
  const ctx = await siteForPage(props.params)
  const query = await props.searchParams
  const carId = first(query.car_id)
  const [data, car] = await Promise.all([
    loadSiteFormData(ctx.site),
    options.car !== false && carId ? loadSiteCar(ctx.site, carId) : null,
  ])
  const settings = formSettingsFor(kind, data, car, query)
  return {
    ctx,
    car,
    settings,
    locations: data.locations,
    t: (text: string) => localeSpelling(text, ctx.site.locale ?? 'en-AU'),
  }
}
