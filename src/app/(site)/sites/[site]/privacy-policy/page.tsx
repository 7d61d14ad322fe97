import { LegalPage } from '@/components/LegalPage'
import { noStaticParams } from '@/lib/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (lib/pageCache.ts).
export const generateStaticParams = noStaticParams

export const metadata = { title: 'Privacy Policy' }

export default function PrivacyPolicyPage({ params }: { params: Promise<{ site: string }> }) {
  return <LegalPage params={params} field="privacyPolicy" title="Privacy Policy" />
}
