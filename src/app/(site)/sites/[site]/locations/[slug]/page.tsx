import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LocationTemplate } from '@/components/templates/LocationTemplate'
import { locationsWithSlug, orderedLocations, placeName } from '@/lib/locationData'
import { siteLocation } from '@/data/shapes/location'
import { siteDealerships, siteLocations } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'
import { relationId } from '@/domain/relationId'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; slug: string }> }

/** /locations/{slug} or /locations/{dealership_slug}: the target of View Location (content spec §2). */
async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const { slug } = await params
  const all = await siteLocations(ctx.site.id)
  let locations = locationsWithSlug(all, slug)
  if (locations.length === 0) {
    const dealership = (await siteDealerships(ctx.site.id)).find((d) => d.slug === slug)
    locations = dealership ? orderedLocations(all.filter((l) => relationId(l.dealership) === dealership.id)) : []
  }
  if (locations.length === 0) notFound()
  return { ctx, locations }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, locations } = await load(params)
  return { title: `${placeName(locations)} | ${ctx.site.name}` }
}

export default async function LocationPage({ params }: Props) {
  const { ctx, locations } = await load(params)
  return <LocationTemplate ctx={ctx} title={placeName(locations)} locations={locations.map(siteLocation)} />
}
