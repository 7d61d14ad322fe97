import type { Metadata } from 'next'
import { ContactTemplate } from '@/components/templates/ContactTemplate'
import { siteLocations } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const t = siteText(site)
  return {
    title: `${t('Contact Us')} | ${site.name}`,
    description: `${t('Addresses, phone numbers and opening hours of')} ${site.name}.`,
  }
}

/** /contact: all locations' details (content spec §2). */
export default async function ContactPage({ params }: Props) {
  const ctx = await siteForPage(params)
  return <ContactTemplate ctx={ctx} locations={await siteLocations(ctx.site.id)} />
}
