import type { Config } from 'payload'
import { observedTask } from '@/observability/observedTask'
import { extendCollections, placeInto, withHooks } from '@/lib/pluginPlacement'
import { syncCarsToIndexTask } from '../syncJob'
import { reindexDealershipCars, reindexLocationCars, reindexSiteCars } from './reindexCars'
import { removeCarFromIndex, syncCarToIndex } from './syncCarToIndex'
import { removeModelDirectory, syncModelDirectory } from './syncModelToDirectory'

/**
 * Search sync plugs itself into Payload (DESIGN.md "Features plug themselves in"): Postgres is the source of truth
 * and the search index follows it within a second.
 * - cars: `syncCarToIndex` / `removeCarFromIndex` FIRST in afterChange / afterDelete: the index is written before the
 *   car's page and its site's search pages are expired (revalidateStock in collections/Cars.ts), so a search page
 *   rebuilt at once reads the new index;
 * - dealerships and locations: re-index the cars that show their name, slug or address, FIRST in afterChange (before
 *   the revalidation, for the same reason);
 * - models: the directory search follows model edits, LAST in afterChange and afterDelete;
 * - sites: a change of finance provider or rate re-indexes the site's cars through the job, LAST in afterChange;
 * - the job task `syncCarsToIndex` (../syncJob.ts), FIRST of the tasks: the retry of every index write that failed.
 * Order rule (src/lib/pluginPlacement.ts): FIRST and LAST are taken in the collection file's own list, before the
 * house rules of collections/index.ts and the plugins listed after this one add theirs.
 */
export function searchSyncPlugin(config: Config): Config {
  return {
    ...config,
    collections: extendCollections(config, {
      cars: (cars) =>
        withHooks(withHooks(cars, 'afterChange', 'first', [syncCarToIndex]), 'afterDelete', 'first', [
          removeCarFromIndex,
        ]),
      dealerships: (dealerships) => withHooks(dealerships, 'afterChange', 'first', [reindexDealershipCars]),
      locations: (locations) => withHooks(locations, 'afterChange', 'first', [reindexLocationCars]),
      models: (models) =>
        withHooks(withHooks(models, 'afterChange', 'last', [syncModelDirectory]), 'afterDelete', 'last', [
          removeModelDirectory,
        ]),
      sites: (sites) => withHooks(sites, 'afterChange', 'last', [reindexSiteCars]),
    }),
    jobs: {
      ...config.jobs,
      tasks: placeInto(config.jobs?.tasks ?? [], 'first', [observedTask(syncCarsToIndexTask)], 'jobs.tasks'),
    },
  }
}
