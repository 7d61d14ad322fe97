import type { Config, Plugin } from 'payload'
import { matchAlertsTask, sendAlertDigestsTask } from '@/shopper/alertJobs'
import { observedTask } from '@/observability/observedTask'
import { addTasks, extendCollection } from '@/server/featurePlugins'
import { forgetShopperAlerts } from './forgetShopperAlerts'
import { queueCarAlerts } from './queueCarAlerts'

/**
 * Saved-search and watchlist alerts (issue 30) as one feature that plugs itself in (DESIGN.md "Features plug themselves
 * in"; issue 41.1). Its rules' I/O stays in src/shopper/alert*.ts, beside the shopper sessions it works with; this
 * folder holds only its Payload wiring:
 * - cars: queueCarAlerts last in afterChange (after the car is indexed and its pages expired);
 * - leads: forgetShopperAlerts after the leads' own logLeadDeletion (so runs after the leads plugin);
 * - the jobs matchAlerts and sendAlertDigests, before the leads' remindLeadDestinations (the wiring test's order).
 */
export const alertsPlugin: Plugin = (config: Config): Config => {
  let out = extendCollection(config, 'cars', { hooks: { afterChange: { items: [queueCarAlerts] } } })
  out = extendCollection(out, 'leads', { hooks: { afterDelete: { items: [forgetShopperAlerts] } } })
  return addTasks(out, [observedTask(matchAlertsTask), observedTask(sendAlertDigestsTask)], 'remindLeadDestinations')
}
