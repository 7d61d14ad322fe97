import { formSettingsFor, loadSiteFormData } from '@/leads/server/formContext'
import type { SiteContext } from '@/lib/siteRequest'
import { LeadForm } from './LeadForm'

/**
 * The contact form (First Name, last name, postcode, Mobile Number, Email Address and a hidden field) for any
 * page: `<ContactLeadForm ctx={ctx} />` in a server component.
 */
export async function ContactLeadForm({ ctx, heading = 'Send us a message' }: { ctx: SiteContext; heading?: string }) {
  const settings = formSettingsFor('contact', await loadSiteFormData(ctx.site), null)
  return <LeadForm settings={settings} basePath={ctx.basePath} heading={heading} />
}
