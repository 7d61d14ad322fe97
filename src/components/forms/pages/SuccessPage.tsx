import type { Metadata } from 'next'
import { isReference } from '@/domain/leadReference'
import { localeSpelling } from '@/domain/localeSpelling'
import { MESSAGES } from '@/leads/constants'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { first, type PageProps } from './context'
import { LeadPageLayout } from './LeadPageLayout'
import styles from './LeadPage.module.css'

export async function successMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return { title: `Thank You | ${site.name}`, robots: { index: false } }
}

/** /success: where the multi-step enquiry lands once the lead is stored. */
export async function SuccessPage(props: PageProps) {
  const { site, basePath } = await siteForPage(props.params)
  const query = await props.searchParams
  // Issue 39.1: the lead's reference as the intake answered it; only a value shaped like one is shown, never the
  // running lead id (it told anyone how many leads a dealer gets).
  const given = first(query.reference)
  const reference = isReference(given) ? given : null
  return (
    <LeadPageLayout title="Thank You" intro={localeSpelling(MESSAGES.successDetail, site.locale ?? 'en-AU')}>
      <div role="status">
        {reference ? (
          <p>
            Your reference is <span data-testid="lead-reference">{reference}</span>.
          </p>
        ) : null}
        <p className={styles.links}>
          <a className="button" href={siteHref(basePath, '/search')}>
            Keep browsing cars
          </a>
          <a className="button button--secondary" href={siteHref(basePath, '/')}>
            Back to home
          </a>
        </p>
      </div>
    </LeadPageLayout>
  )
}
