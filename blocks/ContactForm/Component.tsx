import type { ContactFormBlock } from '../../payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { ContactFormClient } from './ContactFormClient'

export async function ContactFormComponent({
  block,
  basePath,
  ctx,
}: {
  block: ContactFormBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  return (
    <section className="container section" aria-labelledby={`contact-${block.id}`}>
      <h2 id={`contact-${block.id}`}>{t(block.title ?? 'Send us an enquiry')}</h2>
      {block.intro ? <p>{t(block.intro)}</p> : null}
      <ContactFormClient
        endpoint="/api/site/leads"
        enquiryType={block.enquiryType ?? 'General Enquiry'}
        termsHref={siteHref(basePath, '/terms-and-conditions')}
        labels={{
          firstName: t('First Name'),
          lastName: t('Last Name'),
          postcode: t('Postcode'),
          phone: t('Mobile Number'),
          email: t('Email Address'),
          message: t('Message'),
          terms: t('I agree to the terms of use'),
          submit: t('Send enquiry'),
          sent: t('Thanks, your enquiry has been sent. We will be in touch soon.'),
          required: t('is required.'),
        }}
      />
    </section>
  )
}
