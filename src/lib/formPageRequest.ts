import { loadFormReads, type FormReads } from '@/data/forms'
import { siteForPage } from './siteRequest'

/** A form page route's props: the site segment and the query (car_id, prefills). */
export type PageProps = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * What a form page route reads and passes to its page component: the site's form data and, on pages about a car,
 * the car of the query's car_id (only this site's; anything else is no car).
 */
export async function formPageReads(props: PageProps, options: { car: boolean }): Promise<FormReads> {
  const [{ site }, query] = await Promise.all([siteForPage(props.params), props.searchParams])
  return loadFormReads(site, options.car ? first(query.car_id) : undefined)
}
