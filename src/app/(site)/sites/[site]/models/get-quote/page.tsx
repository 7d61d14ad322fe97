import type { Metadata } from 'next'
import { ContactFormClient } from '@blocks/ContactForm/ContactFormClient'
import { PageHead } from '@/components/templates/PageHead'
import { sortModels } from '@/domain/modelMenu'
import { siteModels } from '@/data/content'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ model?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('Get Quote')} | ${site.name}` }
}

/** /models/get-quote: a quote request for a model of the range (content spec §2). */
export default async function GetQuotePage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const t = siteText(ctx.site)
  const requested = [(await searchParams).model].flat()[0]
  const models = sortModels((await siteModels(ctx.site.id)).filter((m) => m.status !== 'discontinued'))
  const model = models.find((m) => m.name === requested)
  return (
    <>
      <PageHead
        title={model ? `${t('Get Quote')}: ${model.name}` : t('Get Quote')}
        lead={t('Tell us what you are after and we will send you our best price.')}
      />
      <section className="container section">
        <ContactFormClient
          endpoint="/api/site/leads"
          enquiryType={model ? `Quote Request - ${model.name}` : 'Quote Request'}
          termsHref={siteHref(ctx.basePath, '/terms-and-conditions')}
          labels={{
            firstName: t('First Name'),
            lastName: t('Last Name'),
            postcode: t('Postcode'),
            phone: t('Mobile Number'),
            email: t('Email Address'),
            message: model
              ? t('Anything else we should know?')
              : `${t('Which model?')} (${models
                  .slice(0, 3)
                  .map((m) => m.name)
                  .join(', ')}...)`,
            terms: t('I agree to the terms of use'),
            submit: t('Request a quote'),
            sent: t('Thanks, your quote request has been sent. We will be in touch soon.'),
            required: t('is required.'),
          }}
        />
      </section>
    </>
  )
}
