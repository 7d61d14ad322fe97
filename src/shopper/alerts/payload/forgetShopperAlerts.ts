import type { CollectionAfterDeleteHook } from 'payload'
import type { Lead } from '@/payload-types'
import { forgetAlertShopper } from '@/data/alerts'

/**
 * Issue 30.4 "shopper data follows the lead-deletion rules": a lead deleted on a privacy request takes the shopper's
 * saved searches, alert choice and consent, pending alerts and sent digests on that site with it (by the lead's phone
 * and by its e-mail address), in the deletion's transaction's wake. Who may delete a lead is the leads' rule.
 */
export const forgetShopperAlerts: CollectionAfterDeleteHook<Lead> = async ({ doc, req }) => {
  const site = typeof doc.site === 'object' && doc.site ? doc.site.id : doc.site
  if (typeof site !== 'number') return doc
  await forgetAlertShopper(req.payload, site, { phone: doc.phone?.trim() || null, email: doc.email?.trim() || null })
  return doc
}
