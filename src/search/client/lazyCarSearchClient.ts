import type { SearchResponses } from 'algoliasearch/lite'
import type { CarSearchAccess, CarSearchClient } from './carSearchClient'

/** The part of the search client the shopper pages use. */
export type LazyCarSearchClient = Pick<CarSearchClient, 'search' | 'searchForHits'> & {
  /** A search that `signal` cancels, request and all (carSearchClient.ts abortableSearch). */
  abortableSearch<T>(params: Parameters<CarSearchClient['search']>[0], signal: AbortSignal): Promise<SearchResponses<T>>
}

/**
 * The browser's search client, loaded on its first search. A page's first results are in its HTML, so algoliasearch
 * need not be fetched and run before the page is interactive: it is its own chunk, loaded when the shopper first
 * filters (issue 9: Lighthouse counts every script that runs before the page settles).
 */
export function lazyCarSearchClient(
  access: CarSearchAccess,
  options: { cacheSize?: number } = {},
): LazyCarSearchClient {
  const module = () => import('./carSearchClient')
  let client: Promise<CarSearchClient> | null = null
  const load = () => (client ??= module().then((m) => m.createCarSearchClient(access, options)))
  return {
    search: (async (...args: Parameters<CarSearchClient['search']>) =>
      (await load()).search(...args)) as CarSearchClient['search'],
    searchForHits: (async (...args: Parameters<CarSearchClient['searchForHits']>) =>
      (await load()).searchForHits(...args)) as CarSearchClient['searchForHits'],
    async abortableSearch<T>(params: Parameters<CarSearchClient['search']>[0], signal: AbortSignal) {
      const loaded = await load()
      if (signal.aborted) throw new DOMException('The search was superseded.', 'AbortError')
      return (await module()).abortableSearch<T>(loaded, params, signal)
    },
  }
}
