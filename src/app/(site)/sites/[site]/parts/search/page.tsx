import { PartsSearchPage, partsSearchMetadata } from '@/components/forms/pages/PartsSearchPage'
import type { PageProps } from '@/components/forms/pages/context'
import { siteLocations } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'

export const generateMetadata = partsSearchMetadata

export default async function PartsSearchRoute(props: PageProps) {
  const { site } = await siteForPage(props.params)
  const parts = (await siteLocations(site.id)).filter((l) => l.locationType === 'parts')
  return <PartsSearchPage {...props} partsLocations={parts} />
}
