import { loadSiteFormData } from '@/data/forms'
import { contactBlockKind } from '@/leads/blockForms'
import { formSettingsFor } from '@/leads/server/formContext'
import type { SiteContext } from '@/lib/siteRequest'
import type { BlockOf, BlocksPage } from '../types'

// The block's enquiry type decides the lead it stores; the lead names the page it was sent from.
export async function loadContactForm(block: BlockOf<'contactForm'>, ctx: SiteContext, page: BlocksPage) {
  return {
    settings: formSettingsFor(contactBlockKind(block.enquiryType), await loadSiteFormData(ctx.site), null),
    pageId: page.slug,
  }
}
