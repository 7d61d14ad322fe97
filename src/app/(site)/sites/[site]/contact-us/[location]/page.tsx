import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LocationTemplate } from '@/components/templates/LocationTemplate'
import { locationsWithSlug, placeName } from '@/lib/locationData'
import { siteLocation } from '@/data/shapes/location'
import { siteLocations } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; location: string }> }

async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const locations = locationsWithSlug(await siteLocations(ctx.site.id), (await params).location)
  if (locations.length === 0) notFound()
  return { ctx, locations }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, locations } = await load(params)
  return { title: `${siteText(ctx.site)('Contact')} ${placeName(locations)} | ${ctx.site.name}` }
}

/** /contact-us/{location slug}: the slug is the location name without a trailing Sales, Service or Parts (spec §2). */
export default async function ContactLocationPage({ params }: Props) {
  const { ctx, locations } = await load(params)
  return (
    <LocationTemplate
      ctx={ctx}
      title={`${siteText(ctx.site)('Contact')} ${placeName(locations)}`}
      locations={locations.map(siteLocation)}
    />
  )
}
