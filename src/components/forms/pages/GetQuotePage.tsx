import type { Metadata } from 'next'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { LeadForm } from '../LeadForm'
import { first, formPage, type FormPageProps, type PageProps } from './context'
import { DealerContactAside } from './DealerContactAside'
import { LeadPageLayout } from './LeadPageLayout'

/** The page a quote lead names as its page_id. */
export const GET_QUOTE_PAGE_ID = 'models/get-quote'

export async function getQuoteMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return { title: `${siteText(site)('Get Quote')} | ${site.name}` }
}

/** /models/get-quote (content spec §2): a quote request for a model of the range; ?model= chooses it. */
export async function GetQuotePage(props: FormPageProps) {
  const page = await formPage(props, 'quote')
  const t = siteText(page.ctx.site)
  const requested = first((await props.searchParams).model)
  const model = page.settings.models.find((m) => m.value === requested)
  return (
    <LeadPageLayout
      aside={<DealerContactAside locations={page.locations} locale={page.ctx.site.locale ?? 'en-AU'} />}
      title={model ? `${t('Get Quote')}: ${model.label}` : t('Get Quote')}
      intro={t('Tell us what you are after and we will send you our best price.')}
    >
      <LeadForm
        settings={page.settings}
        basePath={page.ctx.basePath}
        defaults={{ page_id: GET_QUOTE_PAGE_ID, ...(model ? { model: model.value } : {}) }}
      />
    </LeadPageLayout>
  )
}
