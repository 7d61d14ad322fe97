import type { Config } from 'payload'
import { contentCollection } from '@collections/index'
import { observedTask } from '@/observability/observedTask'
import { extendCollections, insertAfter, placeInto } from '@/lib/pluginPlacement'
import { pullStockFeedsTask, startFeedPullSchedule } from '../feedPullJob'
import { importStockTask } from '../stockImportJob'
import { dealershipFeedFields } from './dealershipFeedFields'
import { importStockEndpoint } from './importStockEndpoint'
import { StockImports } from './StockImports'

/**
 * Stock import (issue 20, issue 25) plugs itself into Payload (DESIGN.md "Features plug themselves in"):
 * - the `stock-imports` collection (./StockImports.ts: the uploaded feed, its report, its apply and undo endpoints,
 *   its hooks), placed after `cars` in the admin menu and in payload-types.ts;
 * - dealerships get the feed settings (./dealershipFeedFields.ts) after `financeDisabled`;
 * - cars get `POST /api/cars/import` (./importStockEndpoint.ts), the feed posted by a DMS;
 * - the job tasks `importStock` (../stockImportJob.ts) and `pullStockFeeds` (../feedPullJob.ts), after the core's
 *   `releaseReservation`, and the five-minute feed-pull schedule on servers that run jobs.
 * Order rule (src/lib/pluginPlacement.ts): listed before the multi-tenant plugin, so `stock-imports` is site-scoped
 * and its relationship fields get the site filter; the house rules of collections/index.ts (contentCollection) go on
 * it as on every collection. The plan, apply and undo rules themselves are in src/stock and src/domain; this folder is wiring only.
 */
export function stockImportPlugin(config: Config): Config {
  const autoRun = config.jobs?.autoRun
  return {
    ...config,
    collections: placeInto(
      extendCollections(config, {
        cars: (cars) => ({ ...cars, endpoints: [importStockEndpoint, ...(cars.endpoints || [])] }),
        dealerships: (dealerships) => ({
          ...dealerships,
          fields: insertAfter(dealerships.fields, 'financeDisabled', dealershipFeedFields),
        }),
      }),
      { after: 'cars' },
      [contentCollection(StockImports)],
      'collections',
    ),
    jobs: {
      ...config.jobs,
      tasks: placeInto(
        config.jobs?.tasks ?? [],
        { after: 'releaseReservation' },
        [observedTask(importStockTask), observedTask(pullStockFeedsTask)],
        'jobs.tasks',
      ),
      // A server that runs jobs (autoRun is a function there, [] on a web-only server) also queues the feed pulls.
      autoRun:
        typeof autoRun === 'function'
          ? (payload) => {
              startFeedPullSchedule(payload)
              return autoRun(payload)
            }
          : autoRun,
    },
  }
}
