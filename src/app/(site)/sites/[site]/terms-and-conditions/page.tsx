import { LegalPage } from '@/components/LegalPage'
import { siteLegalTexts } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

export const metadata = { title: 'Terms And Conditions' }

export default async function TermsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await siteForPage(params)
  return <LegalPage site={site} legal={await siteLegalTexts(site.id)} field="termsOfUse" title="Terms And Conditions" />
}
