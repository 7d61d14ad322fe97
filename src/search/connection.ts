/**
 * Where the search index lives. With ALGOLIA_APP_ID (and keys) it is Algolia; otherwise the embedded
 * Algolia-compatible service on loopback. The app speaks Algolia's protocol either way.
 */
export type SearchConnection = {
  appId: string
  adminKey: string
  searchKey: string
  /** Hosts for server-side clients; undefined means Algolia's own. */
  serverHosts?: { url: string; accept: 'readWrite'; protocol: 'http' | 'https' }[]
  /** True when browsers must reach the service through the site's own origin (/search-api). */
  proxiedForBrowsers: boolean
}

export function searchConnection(env: NodeJS.ProcessEnv = process.env): SearchConnection {
  if (env.ALGOLIA_APP_ID) {
    if (!env.ALGOLIA_ADMIN_KEY || !env.ALGOLIA_SEARCH_KEY) throw new Error('ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY are required with ALGOLIA_APP_ID.')
    return { appId: env.ALGOLIA_APP_ID, adminKey: env.ALGOLIA_ADMIN_KEY, searchKey: env.ALGOLIA_SEARCH_KEY, proxiedForBrowsers: false }
  }
  const adminKey = env.SEARCH_ADMIN_KEY
  const searchKey = env.SEARCH_SEARCH_KEY
  if (!adminKey || !searchKey) throw new Error('SEARCH_ADMIN_KEY and SEARCH_SEARCH_KEY are required for the embedded search service (npm start sets them).')
  return {
    appId: env.SEARCH_APP_ID ?? 'local',
    adminKey,
    searchKey,
    serverHosts: [{ url: `${env.SEARCH_HOST ?? '127.0.0.1'}:${env.SEARCH_PORT ?? '7700'}`, accept: 'readWrite', protocol: 'http' }],
    proxiedForBrowsers: true,
  }
}
