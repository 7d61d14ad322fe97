/**
 * Issue 39.1, "every lead reaches a person": a site must say where its leads go (a sales e-mail at least, a CRM's
 * ADF address or webhook besides). A site with none is flagged on the dashboards and its site admins are reminded
 * by e-mail once a day until one is set.
 */

export interface LeadDestinations {
  /** The sales team's addresses (the readable notification), when switched on. */
  salesEmails: readonly string[]
  /** The CRM's ADF/XML address. */
  crmEmail?: string | null
  /** The CRM's webhook. */
  webhookUrl?: string | null
}

/** Whether a lead of the site reaches anyone at all. */
export function hasLeadDestination(d: LeadDestinations): boolean {
  return d.salesEmails.length > 0 || Boolean(d.crmEmail?.trim()) || Boolean(d.webhookUrl?.trim())
}

/** A day between reminders: one e-mail a day, not one every time the job runs. */
export const DESTINATION_REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000

export interface DestinationReminderState extends LeadDestinations {
  /** When the site's admins were last reminded (ISO), if ever. */
  remindedAt?: string | null
}

/**
 * Who is due a reminder at `now`: a site with no destination whose admins were never reminded, or last reminded a
 * day or more ago. A site that has a destination is never due.
 */
export function destinationReminderDue(site: DestinationReminderState, now: Date): boolean {
  if (hasLeadDestination(site)) return false
  if (!site.remindedAt) return true
  const last = new Date(site.remindedAt).getTime()
  if (Number.isNaN(last)) return true
  return now.getTime() - last >= DESTINATION_REMINDER_INTERVAL_MS
}

/** The alarm the dashboards show for a site without a destination. */
export const NO_DESTINATION_ALARM =
  'Leads from this site reach nobody: set a sales e-mail (or a CRM address or webhook) under Settings → Forms.'
