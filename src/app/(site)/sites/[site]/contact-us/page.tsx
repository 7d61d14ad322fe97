import type { Metadata } from 'next'
import { ContactTemplate } from '@/components/templates/ContactTemplate'
import { loadFormReads } from '@/data/forms'
import { siteLocation } from '@/data/shapes/location'
import { siteLocations } from '@/data/sites'
import { orderedLocations } from '@/lib/locationData'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const t = siteText(site)
  return {
    title: `${t('Contact Us')} | ${site.name}`,
    description: `${t('Addresses, phone numbers and opening hours of')} ${site.name}.`,
  }
}

/** /contact-us: all locations' details (content spec §2). */
export default async function ContactPage({ params }: Props) {
  const ctx = await siteForPage(params)
  const [locations, forms] = await Promise.all([siteLocations(ctx.site.id), loadFormReads(ctx.site)])
  return <ContactTemplate ctx={ctx} locations={orderedLocations(locations).map(siteLocation)} forms={forms} />
}
