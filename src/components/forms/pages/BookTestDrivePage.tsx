import type { Metadata } from 'next'
import { siteForPage } from '@/lib/siteRequest'
import { LeadForm } from '../LeadForm'
import { formPage, type FormPageProps, type PageProps } from './context'
import { DealerContactAside } from './DealerContactAside'
import { LeadPageLayout } from './LeadPageLayout'

export async function bookTestDriveMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return { title: `Book a Test Drive | ${site.name}` }
}

/** /book-test-drive: a test drive without a chosen car (model, location, date). */
export async function BookTestDrivePage(props: FormPageProps) {
  const page = await formPage(props, 'book-test-drive')
  return (
    <LeadPageLayout
      aside={<DealerContactAside locations={page.locations} locale={page.ctx.site.locale ?? 'en-AU'} />}
      title="Book a Test Drive"
      intro="Pick a model, a location and a time; we'll confirm your booking."
    >
      <LeadForm settings={page.settings} basePath={page.ctx.basePath} />
    </LeadPageLayout>
  )
}
