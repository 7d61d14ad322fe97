import { LegalPage } from '@/components/LegalPage'
import { siteLegalTexts } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

export const metadata = { title: 'Privacy Policy' }

export default async function PrivacyPolicyPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await siteForPage(params)
  return <LegalPage site={site} legal={await siteLegalTexts(site.id)} field="privacyPolicy" title="Privacy Policy" />
}
