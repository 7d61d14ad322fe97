import type { Car, Location } from '@/payload-types'
import type { FormReads } from '@/data/forms'
import { localeSpelling } from '@/domain/localeSpelling'
import type { LeadFormKind } from '@/leads/constants'
import { formSettingsFor } from '@/leads/server/formContext'
import type { FormSettings } from '@/leads/settings'
import { type PageProps } from '@/lib/formPageRequest'
import { siteForPage, type SiteContext } from '@/lib/siteRequest'

export { first, type PageProps } from '@/lib/formPageRequest'

/** A form page component's props: the route's and what the route read for the form (formPageReads). */
export type FormPageProps = PageProps & { reads: FormReads }

export interface FormPage {
  ctx: SiteContext
  car: Car | null
  settings: FormSettings
  /** The site's sales locations (for the contact aside). */
  locations: Location[]
  t: (text: string) => string
}

/** Site, car (car_id from the query, only this site's, as the route read it) and form settings for a form page. */
export async function formPage(props: FormPageProps, kind: LeadFormKind): Promise<FormPage> {
  const ctx = await siteForPage(props.params)
  const query = await props.searchParams
  const { data, car } = props.reads
  const settings = formSettingsFor(kind, data, car, query)
  return {
    ctx,
    car,
    settings,
    locations: data.locations,
    t: (text: string) => localeSpelling(text, ctx.site.locale ?? 'en-AU'),
  }
}
