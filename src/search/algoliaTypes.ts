import type { SearchForHitsOptions, SearchParamsObject } from 'algoliasearch/lite'

/**
 * The app's search requests are typed against the algoliasearch client's own types (issue 40.3), so a parameter
 * Algolia does not know fails `tsc` instead of a search in production. Type-only: client bundles import nothing.
 */

/** Search parameters as Algolia's API defines them (searchSingleIndex's searchParams, InstantSearch's Configure). */
export type AlgoliaSearchParams = SearchParamsObject

/** One query of a multi-query search (client.search({ requests })), as Algolia's API defines it. */
export type AlgoliaSearchRequest = SearchParamsObject & SearchForHitsOptions

/**
 * T itself, if every key of T is one of Algolia's (A) and T fits A; a type error otherwise. For request shapes the app
 * names (interfaces are not checked for excess keys by assignability, only object literals by `satisfies`).
 */
export type AlgoliaShaped<T extends A & { [K in Exclude<keyof T, keyof A>]: never }, A> = T
