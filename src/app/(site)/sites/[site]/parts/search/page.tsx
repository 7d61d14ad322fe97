import { PartsSearchPage, partsSearchMetadata } from '@/components/forms/pages/PartsSearchPage'
import { siteLocations } from '@/data/sites'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'
import { siteForPage } from '@/lib/siteRequest'

export const generateMetadata = partsSearchMetadata

export default async function PartsSearchRoute(props: PageProps) {
  const { site } = await siteForPage(props.params)
  const [locations, reads] = await Promise.all([siteLocations(site.id), formPageReads(props, { car: false })])
  const parts = locations.filter((l) => l.locationType === 'parts')
  return <PartsSearchPage {...props} partsLocations={parts} reads={reads} />
}
