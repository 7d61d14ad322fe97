import type { Metadata } from 'next'
import { ContactTemplate } from '@/components/templates/ContactTemplate'
import { loadFormReads } from '@/data/forms'
import { siteLocation } from '@/data/shapes/location'
import { siteLocations } from '@/data/sites'
import { orderedLocations } from '@/lib/locationData'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const t = siteText(site)
  return {
    title: `${t('Contact Us')} | ${site.name}`,
    description: `${t('Addresses, phone numbers and opening hours of')} ${site.name}.`,
  }
}

/** /contact: all locations' details (content spec §2); ?car_id=…&message=… (a search card's links): that car's enquiry. */
export default async function ContactPage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const query = await searchParams
  const [locations, forms] = await Promise.all([
    siteLocations(ctx.site.id),
    loadFormReads(ctx.site, first(query.car_id)),
  ])
  return (
    <ContactTemplate
      ctx={ctx}
      locations={orderedLocations(locations).map(siteLocation)}
      forms={forms}
      message={first(query.message)}
    />
  )
}
