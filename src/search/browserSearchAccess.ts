import type { Site } from '@/payload-types'
import { siteHref } from '@/lib/siteRequest'
import type { CarSearchAccess } from './client/carSearchClient'
import { searchConnection } from './connection'
import { siteKeyOf, type SearchKeyKind } from './siteSearchKey'

/**
 * What a page hands its browser to search: the site's secured key, when it expires, and where to get a new one.
 * Pages are cached (src/cache/pageCache.ts), so a page may be served after its key ran out; the browser then renews it
 * from the site's /search-key before searching (search/client/carSearchClient.ts).
 */
export function browserSearchAccess(
  site: Pick<Site, 'id' | 'search'>,
  basePath: string,
  kind: SearchKeyKind = 'cars',
  now: Date = new Date(),
): CarSearchAccess {
  const connection = searchConnection()
  const key = siteKeyOf(kind, site, now)
  return {
    appId: connection.appId,
    apiKey: key.apiKey,
    proxied: connection.proxiedForBrowsers,
    expiresAt: key.expiresAt,
    renewUrl: siteHref(basePath, `/search-key?for=${kind}`),
  }
}
