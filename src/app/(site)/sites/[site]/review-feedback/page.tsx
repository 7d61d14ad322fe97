import type { Metadata } from 'next'
import { PageHead } from '@/components/templates/PageHead'
import styles from '@/components/templates/templates.module.css'
import { reviewFeedback } from '@/domain/reviewFeedback'
import { siteDealerships } from '@/data/sites'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('How did we do?')} | ${site.name}`, robots: { index: false } }
}

/**
 * Review feedback page (content spec §2): reads first_name and dealership_name from the query string; the positive link
 * goes to the dealer's review page, the negative one to /customer-feedback-survey.
 */
export default async function ReviewFeedbackPage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const t = siteText(ctx.site)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(key, value)
  const profiles = (await siteDealerships(ctx.site.id)).flatMap((d) =>
    (d.gmbProfiles ?? []).map((p) => ({ name: p.name, review_url: p.reviewUrl })),
  )
  const site = ctx.site.content?.reviewPageUrl
    ? [{ name: query.get('dealership_name'), review_url: ctx.site.content.reviewPageUrl }]
    : []
  const feedback = reviewFeedback(query, [...site, ...profiles])
  const dealer = feedback.dealershipName ?? ctx.site.name
  return (
    <>
      <PageHead
        title={feedback.firstName ? `${t('Hi')} ${feedback.firstName}, ${t('how did we do?')}` : t('How did we do?')}
        lead={`${t('Thank you for choosing')} ${dealer}. ${t('Tell us about your experience.')}`}
      />
      <section className="container section">
        <div className={styles.feedback}>
          <div className={styles.feedbackButtons}>
            {feedback.positiveUrl ? (
              <a className="button" href={feedback.positiveUrl} target="_blank" rel="noopener">
                {t('Great, I will leave a review')}
              </a>
            ) : null}
            <a className="button button--secondary" href={siteHref(ctx.basePath, feedback.negativeUrl)}>
              {t('Not great, tell the team')}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
