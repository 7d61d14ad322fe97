import { LegalPage } from '@/components/LegalPage'

export const metadata = { title: 'Terms And Conditions' }

export default function TermsPage({ params }: { params: Promise<{ site: string }> }) {
  return <LegalPage params={params} field="termsOfUse" title="Terms And Conditions" />
}
