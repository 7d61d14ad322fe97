/**
 * Plain-data images of the per-attribute structures, in dense record order (the order a snapshot
 * lists records in), so a restart restores them instead of re-tokenising every record.
 */
export interface FacetImage {
  readonly path: string
  readonly values: readonly string[]
  /** Per record: value id, IMAGE_NONE or IMAGE_MANY. */
  readonly column: Uint32Array
  /** For each IMAGE_MANY record in order, its number of values; then all those value ids. */
  readonly manyLengths: Uint32Array
  readonly manyValues: Uint32Array
  readonly sawNumber: boolean
}

export interface NumericImage {
  readonly path: string
  /** Per record; NaN when absent or multi-valued. */
  readonly values: Float64Array
  readonly manyIds: Uint32Array
  readonly manyLengths: Uint32Array
  readonly manyValues: Float64Array
}

export interface TextImage {
  /** The searchableAttributes setting it was built for (undefined = every attribute). */
  readonly searchableAttributes: readonly string[] | undefined
  readonly tokens: readonly string[]
  /** Per record, the length of its forward list; then all lists concatenated. */
  readonly lengths: Uint32Array
  readonly entries: Int32Array
}

export interface StoreImage {
  readonly records: number
  readonly facets: readonly FacetImage[]
  readonly numerics: readonly NumericImage[]
  readonly texts: readonly TextImage[]
}

export const IMAGE_NONE = 0xffffffff
export const IMAGE_MANY = 0xfffffffe
