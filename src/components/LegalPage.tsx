import { notFound } from 'next/navigation'
import type { LegalText, Site } from '@/payload-types'
import { siteLocale, siteText } from '@/lib/siteText'
import { MobileToggleSection } from './MobileToggleSection'
import { RichTextContent } from './RichTextContent'

type Props = { site: Site; legal: LegalText | null; field: 'privacyPolicy' | 'termsOfUse'; title: string }

/** The site's own legal text from the CMS (rich text per site), spelled for the site's locale. */
export function LegalPage({ site, legal, field, title }: Props) {
  const content = legal?.[field]
  if (!content) notFound()
  const t = siteText(site)
  return (
    <section className="container section prose">
      <h1>{t(title)}</h1>
      {field === 'privacyPolicy' && legal?.privacyPolicyUpdated ? (
        <p>
          {t('Updated')}{' '}
          {new Date(legal.privacyPolicyUpdated).toLocaleDateString(siteLocale(site), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })}
        </p>
      ) : null}
      {field === 'termsOfUse' ? (
        <MobileToggleSection moreLabel={t('Read the full terms of use')} lessLabel={t('Show less')}>
          <RichTextContent data={content} locale={siteLocale(site)} />
        </MobileToggleSection>
      ) : (
        <RichTextContent data={content} locale={siteLocale(site)} />
      )}
    </section>
  )
}
