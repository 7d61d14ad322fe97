import type { Metadata } from 'next'
import type { Location } from '@/payload-types'
import { siteForPage } from '@/lib/siteRequest'
import { PartsRequestForm } from '../PartsRequestForm'
import { first, formPage, type FormPageProps, type PageProps } from './context'
import { DealerContactAside } from './DealerContactAside'
import { LeadPageLayout } from './LeadPageLayout'

export async function partsSearchMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return {
    title: `Find a Part | ${site.name}`,
    description: `Ask ${site.name}'s parts team for genuine parts and accessories.`,
  }
}

/**
 * /parts/search (spec §2 supporting pages): the shopper asks for a part. The general enquiry with category 'Parts'
 * preselected and the part, vehicle and VIN in its message; the parts locations' details beside it (the sales
 * locations on sites without a parts counter). ?q= (or ?part=) prefills the part. The route passes the site's parts
 * locations.
 */
export async function PartsSearchPage(props: FormPageProps & { partsLocations: Location[] }) {
  const page = await formPage(props, 'general')
  const query = await props.searchParams
  const part = (first(query.q) ?? first(query.part) ?? '').trim().slice(0, 120)
  const parts = props.partsLocations
  return (
    <LeadPageLayout
      title="Find a Part"
      intro="Tell us the part you need and the vehicle it is for; our parts team will check stock and price and get back to you."
      aside={
        <DealerContactAside
          heading={parts.length ? 'Parts department' : 'Prefer to talk?'}
          locations={parts.length ? parts : page.locations}
          locale={page.ctx.site.locale ?? 'en-AU'}
        />
      }
    >
      <PartsRequestForm settings={page.settings} part={part} />
    </LeadPageLayout>
  )
}
