import { RichText } from '@payloadcms/richtext-lexical/react'
import { notFound } from 'next/navigation'
import { siteLegalTexts } from '@/lib/siteContent'
import { siteFromParams } from '@/lib/siteRequest'

type Props = { params: Promise<{ site: string }>; field: 'privacyPolicy' | 'termsOfUse'; title: string }

/** The site's own legal text from the CMS. */
export async function LegalPage({ params, field, title }: Props) {
  const { site } = await siteFromParams(params)
  const legal = await siteLegalTexts(site.id)
  const content = legal?.[field]
  if (!content) notFound()
  return (
    <section className="container section prose">
      <h1>{title}</h1>
      {field === 'privacyPolicy' && legal?.privacyPolicyUpdated ? (
        <p>Updated {new Date(legal.privacyPolicyUpdated).toLocaleDateString(site.locale ?? 'en-AU', { month: 'long', year: 'numeric' })}</p>
      ) : null}
      <RichText data={content} />
    </section>
  )
}
