import type { Access, FieldAccess, RequestContext, Where } from 'payload'
import { leadIntakeOf } from '@/leads/intakeContext'
import { isPlatformAdmin, siteIdsWithRole } from '@collections/access/roles'

/**
 * Leads: staff read and work their own site's leads (the multi-tenant plugin narrows them to their sites);
 * anonymous visitors read none. Shoppers create leads only through the submission handler, and a follow-up
 * reaches only the one lead it proved it holds.
 */
export const readLeads: Access = ({ req }) => (req.user ? true : intakeLeadOnly(req.context))

export const createLeads: Access = ({ req }) =>
  req.user ? isPlatformAdmin(req.user) : leadIntakeOf(req.context) !== null

export const updateLeads: Access = ({ req }) => (req.user ? true : intakeLeadOnly(req.context))

/** A shopper's follow-up reaches exactly the lead it holds a token for, on the site it was sent to. */
function intakeLeadOnly(context: RequestContext): Where | false {
  const intake = leadIntakeOf(context)
  if (intake?.leadId === undefined) return false
  return { and: [{ id: { equals: intake.leadId } }, { site: { equals: intake.siteId } }] }
}

/**
 * A shopper may ask a dealer to remove their details (privacy request): the site's admins delete its leads, and
 * platform admins any; editors never. Each deletion is written to the audit log (src/leads/payload/hooks.ts).
 */
export const deleteLeads: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = siteIdsWithRole(req.user, 'site-admin')
  return ids.length ? { site: { in: ids } } : false
}

/** What the shopper sent is a record: nobody edits it afterwards (system writes bypass access). */
export const submittedField = { update: (() => false) as FieldAccess }

/** Changed by the shopper's follow-up (offer accepted) only. */
export const followUpField = {
  update: (({ req }) => !req.user && leadIntakeOf(req.context)?.leadId !== undefined) as FieldAccess,
}

/** Staff actions on a lead. */
export const staffField = {
  create: (({ req }) => Boolean(req.user)) as FieldAccess,
  update: (({ req }) => Boolean(req.user)) as FieldAccess,
}
