import { notFound } from 'next/navigation'
import { siteLegalTexts } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { MobileToggleSection } from './MobileToggleSection'
import { RichTextContent } from './RichTextContent'

type Props = { params: Promise<{ site: string }>; field: 'privacyPolicy' | 'termsOfUse'; title: string }

/** The site's own legal text from the CMS (rich text per site), spelled for the site's locale. */
export async function LegalPage({ params, field, title }: Props) {
  const { site } = await siteForPage(params)
  const legal = await siteLegalTexts(site.id)
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
