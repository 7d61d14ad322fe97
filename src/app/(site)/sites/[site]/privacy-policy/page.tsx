import { LegalPage } from '@/components/LegalPage'

export const metadata = { title: 'Privacy Policy' }

export default function PrivacyPolicyPage({ params }: { params: Promise<{ site: string }> }) {
  return <LegalPage params={params} field="privacyPolicy" title="Privacy Policy" />
}
