import { algoliasearch } from 'algoliasearch'
import { observedSearchClient } from '@/observability/observe'
import type { Site } from '@/payload-types'
import { searchConnection } from '@/search/connection'
import { siteSearchKey } from '@/search/siteSearchKey'

/**
 * The server's search client for one site's shopper reads (menu counts, similar cars, the sitemap's landing pages):
 * the site's secured key, so its stock filter and the listing rule apply as on the search page, with short timeouts
 * (a page must not wait long for a part it can leave out) and the search spans of observability.
 */
export function siteSearchClient(site: Pick<Site, 'id' | 'search'>, now: Date = new Date()) {
  const connection = searchConnection()
  return observedSearchClient(
    algoliasearch(connection.appId, siteSearchKey(site, now), {
      ...(connection.serverHosts ? { hosts: connection.serverHosts } : {}),
      timeouts: { connect: 1_000, read: 2_000, write: 2_000 },
    }),
  )
}
