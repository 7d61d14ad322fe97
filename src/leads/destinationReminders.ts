import type { Payload, TaskConfig } from 'payload'
import type { Site, User } from '@/payload-types'
import { destinationReminderDue, hasLeadDestination, type LeadDestinations } from '@/domain/leadDestination'
import { takeSend } from '@/data/sendLimits'
import { postgresPool } from '@/data/pool'
import { env } from '@/config/env'
import { leadMailFrom } from './delivery/config'
import { isMailAddress } from '@/platform/mail/address'
import { type MailTransport, mailTransportFromEnv } from '@/platform/mail/transport'
import { notificationAddresses } from './delivery/notification'
import { relationId } from '@/domain/relationId'

/**
 * Issue 39.1: a site whose leads reach nobody is found once an hour and its site admins are e-mailed once a day
 * (src/domain/leadDestination.ts decides who is due) until a sales e-mail, a CRM address or a webhook is set.
 */

export const REMIND_LEAD_DESTINATIONS_TASK = 'remindLeadDestinations'

/** Where a site's leads go, as the pure rule reads it. */
export function siteLeadDestinations(site: Pick<Site, 'forms'>): LeadDestinations {
  return {
    salesEmails: notificationAddresses(site),
    crmEmail: site.forms?.leadEmail ?? null,
    webhookUrl: site.forms?.leadWebhookUrl ?? null,
  }
}

export const siteHasLeadDestination = (site: Pick<Site, 'forms'>) => hasLeadDestination(siteLeadDestinations(site))

/** Every site whose leads reach nobody (the platform's dashboard and the reminder job), by name. */
export async function sitesWithoutLeadDestination(
  payload: Payload,
): Promise<Pick<Site, 'id' | 'name' | 'slug' | 'forms'>[]> {
  const { docs } = await payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: {
      name: true,
      slug: true,
      forms: { leadEmail: true, leadWebhookUrl: true, leadNotifications: true, destinationRemindedAt: true },
    },
    overrideAccess: true,
  })
  return (docs as Pick<Site, 'id' | 'name' | 'slug' | 'forms'>[]).filter((site) => !siteHasLeadDestination(site))
}

/** The addresses of a site's admins (staff with the site-admin role on it). */
async function siteAdminAddresses(payload: Payload, siteId: number): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { 'tenants.site': { equals: siteId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs as User[])
    .filter((user) =>
      (user.tenants ?? []).some((t) => relationId(t.site) === siteId && (t.roles ?? []).includes('site-admin')),
    )
    .map((user) => user.email)
    .filter(isMailAddress)
}

export function destinationReminderMessage(
  site: Pick<Site, 'name' | 'id' | 'domains'>,
  to: string[],
  adminUrl: string | null,
) {
  return {
    from: leadMailFrom(site.domains?.[0]?.domain),
    to,
    subject: `Leads from ${site.name} reach nobody: set where they go`,
    text: [
      `Shoppers can send enquiries on the ${site.name} website, but no one receives them: the site has no sales`,
      'e-mail, CRM e-mail or CRM webhook.',
      '',
      'Set at least a sales e-mail under Settings → Forms → Lead notifications.',
      adminUrl ? `Open the site's settings: ${adminUrl}` : '',
      '',
      'This reminder is sent once a day until a destination is set.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
    headers: { 'X-Site-Id': String(site.id), 'X-Lead-Event': 'destination-reminder' },
  }
}

export interface ReminderRun {
  reminded: number[]
}

/** Reminds the admins of every due site once; writes when, so the next reminder waits a day. */
export async function remindSitesWithoutDestination(
  payload: Payload,
  now: Date,
  deps: { mail?: MailTransport } = {},
): Promise<ReminderRun> {
  const reminded: number[] = []
  const base = env('PUBLIC_SERVER_URL')?.replace(/\/+$/, '')
  for (const site of await sitesWithoutLeadDestination(payload)) {
    const state = { ...siteLeadDestinations(site), remindedAt: site.forms?.destinationRemindedAt ?? null }
    if (!destinationReminderDue(state, now)) continue
    const to = await siteAdminAddresses(payload, site.id)
    if (to.length === 0) continue
    const allowed = await takeSend(payload, 'lead-destination-reminder', { site: site.id })
    if (!allowed.ok) continue
    const full = await payload.findByID({ collection: 'sites', id: site.id, depth: 0, overrideAccess: true })
    try {
      await (deps.mail ?? mailTransportFromEnv()).send(
        destinationReminderMessage(full, to, base ? `${base}/admin/collections/sites/${site.id}` : null),
      )
    } catch (error) {
      payload.logger.warn({ err: error, site: site.id }, 'lead destination reminder not sent')
      continue
    }
    // Only this column: the reminder is no edit of the site (no version, no page revalidation).
    await postgresPool(payload, 'The destination reminder').query(
      'UPDATE sites SET forms_destination_reminded_at = $2 WHERE id = $1',
      [site.id, now],
    )
    reminded.push(site.id)
  }
  return { reminded }
}

export const remindLeadDestinationsTask: TaskConfig<{ input: Record<string, never>; output: { reminded: number } }> = {
  slug: REMIND_LEAD_DESTINATIONS_TASK,
  label: 'Remind sites whose leads reach nobody',
  // The next hourly run is the retry; the rule sends at most one reminder a day.
  retries: 0,
  inputSchema: [],
  outputSchema: [{ name: 'reminded', type: 'number' }],
  handler: async ({ req }) => {
    const run = await remindSitesWithoutDestination(req.payload, new Date())
    return { output: { reminded: run.reminded.length } }
  },
}

const HOUR_MS = 60 * 60 * 1000

/** Queues a reminder run unless one is waiting or running. */
export async function queueDestinationReminders(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REMIND_LEAD_DESTINATIONS_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
  })
  if (totalDocs > 0) return false
  await payload.jobs.queue({ task: REMIND_LEAD_DESTINATIONS_TASK, input: {} })
  return true
}

/** On a job server, a reminder run is queued every hour (the rule keeps each site to one e-mail a day). */
export function startDestinationReminderSchedule(payload: Payload, everyMs = HOUR_MS): () => void {
  const timer = setInterval(() => {
    queueDestinationReminders(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'could not queue the lead destination reminders'),
    )
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
