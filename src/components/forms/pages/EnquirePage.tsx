import { localeSpelling } from '@/domain/localeSpelling'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isLeadFormKind, type LeadFormKind } from '@/leads/constants'
import { formOffered } from '@/leads/settings'
import { siteForPage } from '@/lib/siteRequest'
import { LeadForm } from '../LeadForm'
import { first, formPage, type FormPageProps, type PageProps } from './context'
import { DealerContactAside } from './DealerContactAside'
import { LeadPageLayout } from './LeadPageLayout'

const CAR_FORMS: LeadFormKind[] = ['car', 'test-drive', 'make-offer', 'request-photos']
const PAGE_FORMS: LeadFormKind[] = ['general', 'contact', ...CAR_FORMS]

const TITLES: Partial<Record<LeadFormKind, { title: string; intro: string }>> = {
  general: { title: 'Enquire Now', intro: 'Tell us what you are looking for and the team will get back to you.' },
  car: { title: 'Enquire About This Car', intro: 'Ask about availability, price or anything else.' },
  'test-drive': { title: 'Book a Test Drive', intro: 'Choose a time that suits you and we will have the car ready.' },
  'make-offer': { title: 'Make An Offer', intro: 'Tell us what you would like to pay for this car.' },
  'request-photos': { title: 'Request More Photos', intro: 'We will send you more photos of this car.' },
  contact: { title: 'Contact Us', intro: 'Leave your details and we will call you back.' },
}

/** Which form /enquire shows: ?form=…, else a car enquiry with ?car_id, else the general multi-step enquiry. */
async function kindOf(props: PageProps): Promise<LeadFormKind> {
  const query = await props.searchParams
  const requested = first(query.form)
  if (requested && isLeadFormKind(requested) && PAGE_FORMS.includes(requested)) return requested
  return first(query.car_id) ? 'car' : 'general'
}

export async function enquireMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  const title = localeSpelling(TITLES[await kindOf(props)]?.title ?? 'Enquire', site.locale ?? undefined)
  return { title: `${title} | ${site.name}`, robots: { index: false } }
}

/** /enquire: the multi-step enquiry (general or about a car) and the car forms as pages of their own. */
export async function EnquirePage(props: FormPageProps) {
  const kind = await kindOf(props)
  const page = await formPage(props, kind)
  if (!formOffered(kind, page.ctx.site)) notFound()
  // A car form needs its car; without one (or another site's) the general enquiry is the honest fallback.
  if (CAR_FORMS.includes(kind) && !page.car) notFound()
  const text = TITLES[kind]!
  const steps = kind === 'general' || kind === 'car'
  return (
    <LeadPageLayout
      aside={<DealerContactAside locations={page.locations} locale={page.ctx.site.locale ?? 'en-AU'} />}
      title={page.t(text.title)}
      intro={page.t(text.intro)}
    >
      <LeadForm settings={page.settings} basePath={page.ctx.basePath} mode={steps ? 'steps' : 'single'} />
    </LeadPageLayout>
  )
}
