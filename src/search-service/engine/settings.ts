import { isJsonObject, type JsonObject, type JsonValue } from './json'
import {
  DEFAULT_TYPO_OPTIONS,
  type QueryType,
  type RemoveWordsIfNoResults,
  type TypoOptions,
  type TypoTolerance,
} from './typo'

/** Thrown for settings or parameters of the wrong shape; the HTTP layer answers 400 with the message. */
export class InvalidRequestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidRequestError'
  }
}

export const DEFAULT_RANKING: readonly string[] = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
]
const TEXT_CRITERIA = new Set(['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'])
const SORT_CRITERION = /^(asc|desc)\((.+)\)$/

export interface FacetDeclaration {
  readonly attribute: string
  readonly searchable: boolean
  readonly filterOnly: boolean
}

/** The settings the engine acts on, read from the stored JSON (which keeps every other key as given). */
export interface EffectiveSettings {
  readonly searchableAttributes: readonly string[] | undefined
  readonly facets: ReadonlyMap<string, FacetDeclaration>
  readonly ranking: readonly string[]
  readonly customRanking: readonly string[]
  readonly replicas: readonly string[]
  /** The replicas listed as `virtual(name)`: views of this index's records and settings (see virtualReplicaSettings). */
  readonly virtualReplicas: readonly string[]
  readonly primary: string | undefined
  readonly paginationLimitedTo: number
  readonly attributesToRetrieve: readonly string[]
  readonly unretrievableAttributes: readonly string[]
  readonly attributesToHighlight: readonly string[] | undefined
  readonly hitsPerPage: number
  readonly maxValuesPerFacet: number
  readonly highlightPreTag: string
  readonly highlightPostTag: string
  /** typoTolerance, minWordSizefor1Typo/2Typos, allowTyposOnNumericTokens, disableTypoToleranceOnAttributes, queryType, removeWordsIfNoResults. */
  readonly typo: TypoOptions
}

const STRING_LISTS = [
  'searchableAttributes',
  'attributesForFaceting',
  'ranking',
  'customRanking',
  'replicas',
  'attributesToRetrieve',
  'unretrievableAttributes',
  'attributesToHighlight',
  'attributesToSnippet',
  'disableTypoToleranceOnAttributes',
] as const
const INTEGERS = {
  paginationLimitedTo: [0, 20_000],
  hitsPerPage: [0, 1000],
  maxValuesPerFacet: [0, 1000],
  minWordSizefor1Typo: [0, 1000],
  minWordSizefor2Typos: [0, 1000],
} as const
const STRINGS = ['highlightPreTag', 'highlightPostTag', 'primary'] as const

function stringList(value: JsonValue | undefined): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined
}

const VIRTUAL_REPLICA = /^virtual\((.+)\)$/

/** Replica names may be written `virtual(name)`: the name alone. */
export function replicaName(entry: string): string {
  const match = VIRTUAL_REPLICA.exec(entry)
  return match ? match[1] : entry
}

export function isVirtualReplicaEntry(entry: string): boolean {
  return VIRTUAL_REPLICA.test(entry)
}

/**
 * Settings a virtual replica cannot have of its own: it is a view of its primary's index (no records of its own, so no
 * indexing settings), and it sorts by customRanking within the primary's ranking formula (Algolia's relevant sort).
 */
export const VIRTUAL_REPLICA_FORBIDDEN = [
  'ranking',
  'searchableAttributes',
  'attributesForFaceting',
  'replicas',
] as const

/**
 * What a search on a virtual replica runs with: the primary's settings under the replica's own (customRanking,
 * relevancyStrictness, query-time settings), its customRanking ordering the hits first and the primary's ranking
 * breaking ties. Algolia's relevant sort first keeps only the most relevant hits (relevancyStrictness, default 100);
 * this service keeps every hit, which is what Algolia does with relevancyStrictness 0 (the platform's setting).
 */
export function virtualReplicaSettings(primary: JsonObject, replica: JsonObject): JsonObject {
  const base: JsonObject = { ...primary }
  delete base.replicas
  const merged: JsonObject = { ...base, ...replica }
  const sort = stringList(replica.customRanking)
  if (sort !== undefined && sort.length > 0)
    merged.ranking = [...sort, ...(stringList(primary.ranking) ?? DEFAULT_RANKING)]
  return merged
}

export function parseFacetDeclaration(entry: string): FacetDeclaration {
  const match = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim())
  const attribute = match ? match[2].trim() : entry.trim()
  return { attribute, searchable: match?.[1] === 'searchable', filterOnly: match?.[1] === 'filterOnly' }
}

export function parseSortCriterion(entry: string): { attribute: string; descending: boolean } | undefined {
  const match = SORT_CRITERION.exec(entry.trim())
  return match ? { attribute: match[2].trim(), descending: match[1] === 'desc' } : undefined
}

/** Validates a settings body (types of the keys the engine uses); other keys are kept as given. */
export function validateSettings(body: unknown): JsonObject {
  if (!isJsonObject(body)) throw new InvalidRequestError('Settings must be a JSON object')
  for (const key of STRING_LISTS) {
    const value = body[key]
    if (value === undefined || value === null) continue
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
      throw new InvalidRequestError(`Invalid value for ${key}: expected an array of strings`)
    }
  }
  for (const [key, [min, max]] of Object.entries(INTEGERS)) {
    const value = body[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new InvalidRequestError(`Invalid value for ${key}: expected an integer between ${min} and ${max}`)
    }
  }
  for (const key of STRINGS) {
    const value = body[key]
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new InvalidRequestError(`Invalid value for ${key}: expected a string`)
    }
  }
  if (
    body.typoTolerance !== undefined &&
    body.typoTolerance !== null &&
    readTypoTolerance(body.typoTolerance) === undefined
  )
    throw new InvalidRequestError("Invalid value for typoTolerance: expected true, false, 'min' or 'strict'")
  if (
    body.allowTyposOnNumericTokens !== undefined &&
    body.allowTyposOnNumericTokens !== null &&
    readBoolean(body.allowTyposOnNumericTokens) === undefined
  )
    throw new InvalidRequestError('Invalid value for allowTyposOnNumericTokens: expected a boolean')
  if (body.queryType !== undefined && body.queryType !== null && readQueryType(body.queryType) === undefined)
    throw new InvalidRequestError("Invalid value for queryType: expected 'prefixLast', 'prefixAll' or 'prefixNone'")
  if (
    body.removeWordsIfNoResults !== undefined &&
    body.removeWordsIfNoResults !== null &&
    readRemoveWords(body.removeWordsIfNoResults) === undefined
  )
    throw new InvalidRequestError(
      "Invalid value for removeWordsIfNoResults: expected 'none', 'lastWords', 'firstWords' or 'allOptional'",
    )
  for (const entry of stringList(body.ranking) ?? []) {
    if (!TEXT_CRITERIA.has(entry) && parseSortCriterion(entry) === undefined) {
      throw new InvalidRequestError(`Invalid value for ranking: unknown criterion '${entry}'`)
    }
  }
  for (const entry of stringList(body.customRanking) ?? []) {
    if (parseSortCriterion(entry) === undefined) {
      throw new InvalidRequestError(
        `Invalid value for customRanking: '${entry}' must be asc(attribute) or desc(attribute)`,
      )
    }
  }
  return body
}

export function effectiveSettings(stored: JsonObject): EffectiveSettings {
  const facets = new Map<string, FacetDeclaration>()
  for (const entry of stringList(stored.attributesForFaceting) ?? []) {
    const declaration = parseFacetDeclaration(entry)
    facets.set(declaration.attribute, declaration)
  }
  const integer = (key: keyof typeof INTEGERS, fallback: number): number => {
    const value = stored[key]
    return typeof value === 'number' ? value : fallback
  }
  const text = (key: string, fallback: string): string => {
    const value = stored[key]
    return typeof value === 'string' ? value : fallback
  }
  const searchable = stringList(stored.searchableAttributes)
  return {
    searchableAttributes: searchable !== undefined && searchable.length > 0 ? searchable : undefined,
    facets,
    ranking: stringList(stored.ranking) ?? DEFAULT_RANKING,
    customRanking: stringList(stored.customRanking) ?? [],
    replicas: (stringList(stored.replicas) ?? []).map(replicaName),
    virtualReplicas: (stringList(stored.replicas) ?? []).filter(isVirtualReplicaEntry).map(replicaName),
    primary: typeof stored.primary === 'string' ? stored.primary : undefined,
    paginationLimitedTo: integer('paginationLimitedTo', 1000),
    attributesToRetrieve: stringList(stored.attributesToRetrieve) ?? ['*'],
    unretrievableAttributes: stringList(stored.unretrievableAttributes) ?? [],
    attributesToHighlight: stringList(stored.attributesToHighlight),
    hitsPerPage: integer('hitsPerPage', 20),
    maxValuesPerFacet: integer('maxValuesPerFacet', 100),
    highlightPreTag: text('highlightPreTag', '<em>'),
    highlightPostTag: text('highlightPostTag', '</em>'),
    typo: typoOptions(stored, DEFAULT_TYPO_OPTIONS),
  }
}

/** typoTolerance accepts booleans and their string forms (as the URL-encoded params send them). */
export function readTypoTolerance(value: JsonValue): TypoTolerance | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  if (value === 'min' || value === 'strict') return value
  return undefined
}

export function readBoolean(value: JsonValue): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

export function readQueryType(value: JsonValue): QueryType | undefined {
  return value === 'prefixLast' || value === 'prefixAll' || value === 'prefixNone' ? value : undefined
}

export function readRemoveWords(value: JsonValue): RemoveWordsIfNoResults | undefined {
  return value === 'none' || value === 'lastWords' || value === 'firstWords' || value === 'allOptional'
    ? value
    : undefined
}

/** The typo options of `source` (stored settings or validated query parameters) over `base`. */
export function typoOptions(source: JsonObject, base: TypoOptions): TypoOptions {
  const integer = (key: string, fallback: number): number => {
    const value = source[key]
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) ? n : fallback
  }
  const tolerance = source.typoTolerance === undefined ? undefined : readTypoTolerance(source.typoTolerance)
  const numeric =
    source.allowTyposOnNumericTokens === undefined ? undefined : readBoolean(source.allowTyposOnNumericTokens)
  const queryType = source.queryType === undefined ? undefined : readQueryType(source.queryType)
  const removeWords =
    source.removeWordsIfNoResults === undefined ? undefined : readRemoveWords(source.removeWordsIfNoResults)
  return {
    typoTolerance: tolerance ?? base.typoTolerance,
    minWordSizefor1Typo: integer('minWordSizefor1Typo', base.minWordSizefor1Typo),
    minWordSizefor2Typos: integer('minWordSizefor2Typos', base.minWordSizefor2Typos),
    allowTyposOnNumericTokens: numeric ?? base.allowTyposOnNumericTokens,
    disableTypoToleranceOnAttributes:
      stringList(source.disableTypoToleranceOnAttributes) ?? base.disableTypoToleranceOnAttributes,
    queryType: queryType ?? base.queryType,
    removeWordsIfNoResults: removeWords ?? base.removeWordsIfNoResults,
  }
}

/** What GET settings answers: Algolia's defaults for the keys the engine uses, then the stored ones. */
export function settingsWithDefaults(stored: JsonObject): JsonObject {
  return {
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    typoTolerance: true,
    allowTyposOnNumericTokens: true,
    disableTypoToleranceOnAttributes: [],
    queryType: 'prefixLast',
    removeWordsIfNoResults: 'none',
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
    paginationLimitedTo: 1000,
    searchableAttributes: null,
    attributesToRetrieve: null,
    attributesForFaceting: null,
    customRanking: null,
    ranking: [...DEFAULT_RANKING],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    ...stored,
  }
}

/** The attributes a search highlights when the query does not say. */
export function defaultHighlightAttributes(settings: EffectiveSettings): readonly string[] {
  if (settings.attributesToHighlight !== undefined) return settings.attributesToHighlight
  if (settings.searchableAttributes === undefined) return ['*']
  return settings.searchableAttributes.flatMap((entry) => {
    const match = /^unordered\((.*)\)$/.exec(entry.trim())
    return (match ? match[1] : entry)
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '')
  })
}
