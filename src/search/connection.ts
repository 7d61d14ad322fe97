import { type Environment, environment } from '@/config/env'

/**
 * Where the search index lives. With ALGOLIA_APP_ID (and keys) it is Algolia; with SEARCH_URL it is the one running
 * Algolia-compatible search service of the deployment (e.g. http://search:7700, shared by every app server);
 * otherwise the embedded service that `npm start` runs on loopback (SEARCH_HOST:SEARCH_PORT). The app speaks
 * Algolia's protocol either way. Every server-side client (index writes, readiness, /search-api, shopper pages'
 * server renders) takes its address from `searchServiceHost` (issue 40.6).
 */
export type SearchHost = { url: string; accept: 'readWrite'; protocol: 'http' | 'https' }

export type SearchConnection = {
  appId: string
  adminKey: string
  searchKey: string
  /** Hosts for server-side clients; undefined means Algolia's own. */
  serverHosts?: SearchHost[]
  /** True when browsers must reach the service through the site's own origin (/search-api). */
  proxiedForBrowsers: boolean
}

/**
 * SEARCH_URL as an algoliasearch host. algoliasearch builds `protocol://url[:port]/path`, so the port (and any path
 * prefix, e.g. https://proxy.example/search) goes inside `url` and the `port` field stays unset.
 */
export function searchHostFromUrl(value: string): SearchHost {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new Error(`SEARCH_URL is not a URL: ${JSON.stringify(value)} (expected e.g. http://search:7700).`)
  }
  const protocol = parsed.protocol.replace(/:$/, '')
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`SEARCH_URL must be http:// or https:// (got ${parsed.protocol}//).`)
  if (parsed.username || parsed.password || parsed.search || parsed.hash) {
    throw new Error(
      'SEARCH_URL must not carry credentials, a query or a fragment; the keys are SEARCH_ADMIN_KEY and SEARCH_SEARCH_KEY.',
    )
  }
  const prefix = parsed.pathname.replace(/\/+$/, '')
  return { url: `${parsed.host}${prefix}`, accept: 'readWrite', protocol }
}

/**
 * The one address of the search service for every server-side search: SEARCH_URL (http or https, with any path
 * prefix) when set; else the embedded service `npm start` runs on loopback, at SEARCH_HOST:SEARCH_PORT (the
 * one-machine default, which `npm start` sets; a deployment sets SEARCH_URL).
 */
export function searchServiceHost(env: Environment = environment()): SearchHost {
  if (env.SEARCH_URL) return searchHostFromUrl(env.SEARCH_URL)
  return {
    url: `${env.SEARCH_HOST ?? '127.0.0.1'}:${env.SEARCH_PORT ?? '7700'}`,
    accept: 'readWrite',
    protocol: 'http',
  }
}

export function searchConnection(env: Environment = environment()): SearchConnection {
  if (env.ALGOLIA_APP_ID) {
    if (!env.ALGOLIA_ADMIN_KEY || !env.ALGOLIA_SEARCH_KEY)
      throw new Error('ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY are required with ALGOLIA_APP_ID.')
    return {
      appId: env.ALGOLIA_APP_ID,
      adminKey: env.ALGOLIA_ADMIN_KEY,
      searchKey: env.ALGOLIA_SEARCH_KEY,
      proxiedForBrowsers: false,
    }
  }
  const adminKey = env.SEARCH_ADMIN_KEY
  const searchKey = env.SEARCH_SEARCH_KEY
  if (!adminKey || !searchKey) {
    throw new Error(
      env.SEARCH_URL
        ? 'SEARCH_ADMIN_KEY and SEARCH_SEARCH_KEY are required with SEARCH_URL (the same keys the search service runs with).'
        : 'SEARCH_ADMIN_KEY and SEARCH_SEARCH_KEY are required for the embedded search service (npm start sets them).',
    )
  }
  const host = searchServiceHost(env)
  return {
    appId: env.SEARCH_APP_ID ?? 'local',
    adminKey,
    searchKey,
    serverHosts: [host],
    proxiedForBrowsers: true,
  }
}
