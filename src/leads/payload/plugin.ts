import type { Config, Field, Plugin } from 'payload'
import { contentCollection } from '@collections/index'
import { leadNotificationAddressesError, MAX_NOTIFICATION_ADDRESSES } from '@/leads/delivery/notification'
import { deliverLeadTask } from './deliverLeadTask'
import { validateLeadWebhookUrl } from '@/leads/delivery/webhook'
import { remindLeadDestinationsTask, startDestinationReminderSchedule } from '@/leads/destinationReminders'
import { observedTask } from '@/observability/observedTask'
import { addCollection, addTasks, extendCollection, patchField } from '@/server/featurePlugins'
import { Leads } from './collection'
import { sendTestLeadNotification } from './endpoints/sendTestLeadNotification'

/**
 * Leads as one feature that plugs itself in (DESIGN.md "Features plug themselves in"; issue 41.1):
 * - the Leads collection (src/leads/payload/collection.ts: its fields, access, hooks and endpoints), placed where the
 *   admin menu has always shown it, before Reservations, and dressed as every collection (collections/index.ts);
 * - on Sites: the "Send a test notification" endpoint and the checks of the lead settings' fields (the CRM webhook
 *   address, the notification addresses);
 * - the jobs deliverLead and remindLeadDestinations, and on a job server the daily reminder schedule (issue 39.1).
 * Runs before the multi-tenant plugin, which scopes Leads to their site (collections/index.ts, siteScoped).
 */

const webhookUrlChecked = (field: Field): Field =>
  ({
    ...field,
    // https:// to a public host only (OUTBOUND_ALLOWED_HOSTS exempts operators' own hosts); checked again on every delivery.
    validate: (value: unknown) => validateLeadWebhookUrl(value),
  }) as Field

const notificationAddressesChecked = (field: Field): Field =>
  ({
    ...field,
    maxRows: MAX_NOTIFICATION_ADDRESSES,
    validate: (value: unknown) => leadNotificationAddressesError(value) ?? true,
  }) as Field

export const leadsPlugin: Plugin = (config: Config): Config => {
  let out = addCollection(config, contentCollection(Leads), 'reservations')
  out = extendCollection(out, 'sites', {
    endpoints: [sendTestLeadNotification],
    fields: (fields) =>
      patchField(
        patchField(fields, 'forms.leadWebhookUrl', webhookUrlChecked),
        'forms.leadNotifications.emails',
        notificationAddressesChecked,
      ),
  })
  // deliverLead before releaseReservation, where it always was; the reminders at the end (the wiring test's order).
  out = addTasks(out, [observedTask(deliverLeadTask)], 'releaseReservation')
  out = addTasks(out, [observedTask(remindLeadDestinationsTask)])
  const autoRun = out.jobs?.autoRun
  return {
    ...out,
    jobs: {
      ...out.jobs,
      tasks: out.jobs?.tasks ?? [],
      // A job server (its autoRun is a function; a web-only server has none) reminds sites whose leads reach nobody.
      autoRun:
        typeof autoRun === 'function'
          ? (payload) => {
              startDestinationReminderSchedule(payload)
              return autoRun(payload)
            }
          : autoRun,
    },
  }
}
