import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { observedSearchClient } from '@/observability/observe'
import { searchConnection } from './connection'

let client: Algoliasearch | undefined

/** Server-side client with the admin key: writes, settings and reindexing. Never sent to a browser. */
export function searchAdminClient(): Algoliasearch {
  if (client) return client
  const connection = searchConnection()
  // Its searches are timed (dealer_search_duration_seconds) and traced; writes show as HTTP client spans.
  client = observedSearchClient(
    algoliasearch(connection.appId, connection.adminKey, {
      ...(connection.serverHosts ? { hosts: connection.serverHosts } : {}),
      // Writes wait for fsync on the embedded service; Algolia's defaults are 1 s / 2 s, too tight for batches.
      timeouts: { connect: 2_000, read: 10_000, write: 30_000 },
    }),
  )
  return client
}

/** For tests and after a reindex: the lite client caches responses in memory. */
export function resetSearchAdminClient(): void {
  client = undefined
}
