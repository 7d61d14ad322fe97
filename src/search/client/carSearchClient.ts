import { liteClient, type SearchResponses } from 'algoliasearch/lite'
import { observedSearchClient } from '@/observability/observe'
import { abortableRequester, type AbortableRequester } from './abortableRequester'
import { boundedResponsesCache } from './boundedCache'
import { searchServiceHost } from '@/search/connection'

/** What a page hands its browser so it can search: never the admin key, only the site's secured key. */
export interface CarSearchAccess {
  appId: string
  /** The site's secured key (its stock filter and the listing rule embedded). */
  apiKey: string
  /** The embedded service is reached through the site's own origin (/search-api) in browsers. */
  proxied: boolean
  /** When the key stops working (ms since the epoch), and the site URL that hands out a new one. */
  expiresAt?: number
  renewUrl?: string
}

/** Renew a little before the key runs out, so a search in flight does not outlive it. */
const RENEW_MARGIN_MS = 2 * 60_000

export type CarSearchClient = ReturnType<typeof liteClient>

const SEARCH_API_PATH = '/search-api'

/**
 * The search client for a shopper page. On the server it talks to the deployment's search service at SEARCH_URL
 * (https and a path prefix included; the embedded service on loopback without it: src/search/connection.ts); in the
 * browser through the site's own origin (/search-api), the path prefix inside `url` with the port (algoliasearch
 * builds protocol://url/path). With Algolia it uses Algolia's own hosts.
 */
export function createCarSearchClient(access: CarSearchAccess, options: { cacheSize?: number } = {}): CarSearchClient {
  return renewingKey(connect(access, options), access)
}

let browserRequester: AbortableRequester | null = null

/** The browser's requester (one for every client of the page), whose searches a newer one can abort. */
function sharedRequester(): AbortableRequester {
  return (browserRequester ??= abortableRequester())
}

/**
 * A search whose HTTP request is cancelled when `signal` aborts (a newer search superseded it, issue 39.7), so a
 * slow phone's connection carries the answer the shopper waits for. The promise then rejects with an AbortError.
 */
export async function abortableSearch<T>(
  client: Pick<CarSearchClient, 'search'>,
  params: Parameters<CarSearchClient['search']>[0],
  signal: AbortSignal,
): Promise<SearchResponses<T>> {
  const call = sharedRequester().track(signal)
  try {
    return await client.search<T>(params, { queryParameters: call.queryParameters })
  } finally {
    call.release()
  }
}

function connect(access: CarSearchAccess, options: { cacheSize?: number }): CarSearchClient {
  const onServer = typeof window === 'undefined'
  const cache = options.cacheSize ? { responsesCache: boundedResponsesCache(options.cacheSize) } : {}
  const requester = onServer ? {} : { requester: sharedRequester().requester }
  if (!access.proxied) return liteClient(access.appId, access.apiKey, { ...cache, ...requester })
  const host = onServer
    ? searchServiceHost()
    : {
        url: `${window.location.host}${SEARCH_API_PATH}`,
        protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
  const client = liteClient(access.appId, access.apiKey, {
    hosts: [{ ...host, accept: 'readWrite' }],
    // A phone on a slow network needs longer for a page of cars than the server on loopback.
    timeouts: onServer ? { connect: 2_000, read: 5_000, write: 5_000 } : { connect: 4_000, read: 8_000, write: 8_000 },
    ...cache,
    ...requester,
  })
  // A server render's searches are timed and traced (src/observability/observe.ts installs nothing in a browser).
  return onServer ? observedSearchClient(client) : client
}

/**
 * In the browser, renews the key before a search once it is (nearly) expired: a cached page can be older than its
 * key. One renewal at a time; if it fails, the search goes ahead with the old key and fails as it would have.
 */
function renewingKey(client: CarSearchClient, access: CarSearchAccess): CarSearchClient {
  if (typeof window === 'undefined' || !access.expiresAt || !access.renewUrl) return client
  let expiresAt = access.expiresAt
  let renewal: Promise<void> | null = null
  const renew = async () => {
    const response = await fetch(access.renewUrl!, { cache: 'no-store' })
    if (!response.ok) return
    const fresh = (await response.json()) as { apiKey: string; expiresAt: number }
    client.setClientApiKey({ apiKey: fresh.apiKey })
    expiresAt = fresh.expiresAt
  }
  const search = client.search.bind(client)
  client.search = (async (...args: Parameters<typeof search>) => {
    if (Date.now() >= expiresAt - RENEW_MARGIN_MS) {
      renewal ??= renew()
        .catch(() => undefined)
        .finally(() => (renewal = null))
      await renewal
    }
    return search(...args)
  }) as typeof client.search
  return client
}
