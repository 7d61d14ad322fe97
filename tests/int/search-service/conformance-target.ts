import { algoliasearch } from 'algoliasearch'
import { ADMIN_KEY, SEARCH_KEY, startFixture } from './service-fixture'

type Client = ReturnType<typeof algoliasearch>

/**
 * Where the conformance suite runs (issue 40.3): the embedded search service by default (`npm run test:int`), with
 * every write published late (taskPendingMs) so the suite proves it waits for its tasks as Algolia requires; or a real
 * Algolia application when `npm run test:algolia` sets CONFORMANCE_TARGET=algolia with ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY
 * and ALGOLIA_SEARCH_KEY. There every index name carries ALGOLIA_INDEX_PREFIX (one per run), and the run deletes its
 * indexes when it ends.
 */
export interface ConformanceTarget {
  readonly kind: 'embedded' | 'algolia'
  readonly adminKey: string
  readonly searchKey: string
  /** The index name for this run (the prefix on Algolia). */
  index(name: string): string
  client(apiKey: string): Client
  stop(): Promise<void>
}

/** How late the embedded service publishes each write during the conformance suite. */
export const CONFORMANCE_TASK_PENDING_MS = 150

export async function startConformanceTarget(): Promise<ConformanceTarget> {
  if (process.env.CONFORMANCE_TARGET === 'algolia') return algoliaTarget()
  const fixture = await startFixture({ taskPendingMs: CONFORMANCE_TASK_PENDING_MS })
  return {
    kind: 'embedded',
    adminKey: ADMIN_KEY,
    searchKey: SEARCH_KEY,
    index: (name) => name,
    client: (apiKey) => fixture.client(apiKey),
    stop: () => fixture.stop(),
  }
}

function algoliaTarget(): ConformanceTarget {
  const appId = process.env.ALGOLIA_APP_ID
  const adminKey = process.env.ALGOLIA_ADMIN_KEY
  const searchKey = process.env.ALGOLIA_SEARCH_KEY
  const prefix = process.env.ALGOLIA_INDEX_PREFIX
  if (!appId || !adminKey || !searchKey || !prefix)
    throw new Error(
      'CONFORMANCE_TARGET=algolia needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_PREFIX',
    )
  const client = (apiKey: string) => algoliasearch(appId, apiKey)
  return {
    kind: 'algolia',
    adminKey,
    searchKey,
    index: (name) => `${prefix}${name}`,
    client,
    stop: async () => {
      // Replicas first (a primary's replicas must be detached before they can go), then the rest of this run's indexes.
      const admin = client(adminKey)
      const { items } = await admin.listIndices()
      const ours = items.filter((item) => item.name.startsWith(prefix))
      for (const item of ours.filter((i) => (i.replicas?.length ?? 0) > 0)) {
        const { taskID } = await admin.setSettings({ indexName: item.name, indexSettings: { replicas: [] } })
        await admin.waitForTask({ indexName: item.name, taskID })
      }
      for (const item of ours) await admin.deleteIndex({ indexName: item.name })
    },
  }
}
