import type { Metadata } from 'next'
import { LocationDetails } from '@/components/LocationDetails'
import { siteLocations } from '@/lib/siteContent'
import { siteFromParams } from '@/lib/siteRequest'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteFromParams(params)
  return { title: `Contact Us | ${site.name}`, description: `Addresses, phone numbers and opening hours of ${site.name}.` }
}

/** /contact: every visible location's details. */
export default async function ContactPage({ params }: Props) {
  const { site } = await siteFromParams(params)
  const locations = await siteLocations(site.id)
  const sales = locations.filter((l) => (l.locationType ?? 'sales') === 'sales')
  return (
    <section className="container section">
      <h1>Contact {site.name}</h1>
      <p>{sales.length > 1 ? `${sales.length} Big Locations` : 'Find Us Here'}</p>
      <LocationDetails locations={locations} site={site} />
    </section>
  )
}
