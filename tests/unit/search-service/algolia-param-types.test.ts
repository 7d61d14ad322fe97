import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AlgoliaParamName, ParamAllowList } from '@/search-service/http/search-params'
import { checkParamNames } from '@/search-service/http/search-params'
import type { AlgoliaSearchParams, AlgoliaSearchRequest, AlgoliaShaped } from '@/search/algoliaTypes'

/**
 * Issue 40.3: the service's parameter allow-list and the app's requests are typed against algoliasearch's own types,
 * so a parameter Algolia does not know fails `tsc` (this file is type-checked with the rest: `npm run typecheck`). Each
 * `@ts-expect-error` below fails the type check if the line after it ever compiles.
 */
describe('search parameters are the algoliasearch client types', () => {
  it('an unknown parameter fails the type check, in the service allow-list and in the app requests', () => {
    expectTypeOf<'hitsPerPage'>().toExtend<AlgoliaParamName>()
    expectTypeOf<'facetFilters'>().toExtend<AlgoliaParamName>()
    expectTypeOf<'hitsPerPages'>().not.toExtend<AlgoliaParamName>()
    expectTypeOf<'sortBy'>().not.toExtend<AlgoliaParamName>()

    // @ts-expect-error the service cannot allow a parameter Algolia's API does not have
    const allowList = { hitsPerPage: 'integer', sortBy: 'string' } satisfies ParamAllowList
    // @ts-expect-error a request the app builds cannot carry one either
    const params = { query: 'kia', hitsPerPages: 10 } satisfies AlgoliaSearchParams
    // @ts-expect-error nor can a request shape the app names (AlgoliaShaped)
    const request: AlgoliaShaped<{ indexName: string; query: string; sortBy: string }, AlgoliaSearchRequest> = {
      indexName: 'cars',
      query: '',
      sortBy: 'price',
    }
    const fine = { indexName: 'cars', query: 'kia', hitsPerPage: 10 } satisfies AlgoliaSearchRequest
    expect([allowList, params, request, fine]).toHaveLength(4)
  })

  it('and the service answers such a parameter 400, naming it', () => {
    expect(() => checkParamNames({ hitsPerPages: 10 })).toThrow('Unknown parameter: hitsPerPages')
    expect(() => checkParamNames({ hitsPerPage: 10, relevancyStrictness: 0, 'x-algolia-agent': 'a' })).not.toThrow()
  })
})
