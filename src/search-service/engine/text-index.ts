import { andInto, createBitset, orInto, type Bitset } from './bitset'
import { valuesAtPath, type JsonObject } from './json'
import { foldedWords } from './normalize'
import { ForwardLists } from './forward-lists'
import { PostingList } from './posting-list'
import { scratch as searchScratch } from './scratch'
import type { TextImage } from './structure-image'
import { allowedTypos, DEFAULT_TYPO_OPTIONS, fuzzyTokens, type TypoOptions } from './typo'

/** One entry of `searchableAttributes`: comma-joined paths share a priority; `unordered()` ignores position. */
export interface SearchableAttribute {
  readonly paths: readonly string[]
  readonly priority: number
  readonly unordered: boolean
}

export function parseSearchableAttributes(setting: readonly string[]): SearchableAttribute[] {
  return setting.map((entry, priority) => {
    const match = /^unordered\((.*)\)$/.exec(entry.trim())
    const inner = match ? match[1] : entry
    return {
      paths: inner
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      priority,
      unordered: match !== null,
    }
  })
}

/** Per-record ranking signals for a text query (lower is better for typos, proximity and attribute). */
export interface TextScores {
  typos: Int32Array
  /** Number of query words the record matches (differs only when words were made optional). */
  words: Int32Array
  proximity: Int32Array
  attribute: Int32Array
  exact: Int32Array
}

/**
 * A parsed query: folded words; the last one matches as a prefix (Algolia's prefixLast, or as
 * queryType says). Each word stands for the vocabulary words within its typo budget, for the two
 * dictionary words it splits into, and, with its neighbour, for the word they concatenate to.
 */
export interface TextQuery {
  readonly words: readonly string[]
  /** Token ids matching each word alone, with or without typos (prefix matches for a prefix word). */
  readonly tokensPerWord: readonly Int32Array[]
  /** Typo count of each of those tokens (a first-letter typo counts two). */
  readonly typosPerWord: readonly Uint8Array[]
  /** Per word, pairs of token ids that together spell it ("rav4" = "rav" + "4"). */
  readonly splitsPerWord: readonly (readonly (readonly [number, number])[])[]
  /** Tokens spelling words w and w+1 written together ("rav 4" = "rav4"), by w. */
  readonly concatenations: readonly Int32Array[]
  /** Whether any token matches with typos (the typo criterion can then differ between records). */
  readonly hasTypos: boolean
  /** Cache keys of the typo expansions, per word. */
  readonly keys: readonly string[]
}

const MAX_POSITION = 0xffff
const TOKEN_CACHE_LIMIT = 50_000
const PREFIX_UNION_MIN_TOKENS = 32
/** Up to this many tokens, a word is matched record by record through postings rather than forward lists. */
const FEW_TOKENS = 4

/** Shared buffer for building one record's forward list (indexing is synchronous). */
let scratch: Int32Array = new Int32Array(1024)

function growScratch(current: Int32Array, needed: number): Int32Array {
  const next = new Int32Array(Math.max(needed, current.length * 2))
  next.set(current)
  return next
}
const PROXIMITY_CAP = 8
/** Typo count of a query word a record does not match (above any real count). */
const NO_MATCH = 255

/**
 * Inverted index over the searchable attributes: word → posting list, plus a forward list per
 * record (token, attribute priority, position) used to rank the matches.
 */
export class TextIndex {
  private readonly tokenIds = new Map<string, number>()
  private readonly tokens: string[] = []
  private readonly postings: PostingList[] = []
  private sortedTokens: Int32Array | undefined
  /** Per record: pairs [tokenId, priority << 16 | position]. */
  private forward = new ForwardLists()
  private readonly unorderedPriority = new Set<number>()
  /** Scratch marks reused by every query (single-threaded): bit i = matches query word i. */
  private wordMask = new Int32Array(0)
  /** Scratch marks for `wordMasksOf`: bit w = the token alone stands for query word w. */
  private tokenWords = new Int32Array(0)
  private exactMask = new Int32Array(0)
  private readonly tokenCache = new Map<string, Int32Array>()
  private readonly prefixUnions = new Map<string, Bitset>()
  /** Typo expansions of query words, until the next write. */
  private readonly fuzzyCache = new Map<string, { tokens: Int32Array; typos: Uint8Array }>()
  /** Per token, bit p set when it occurs in an attribute of priority p (capped at 31). */
  private attributesOfToken = new Int32Array(1024)
  private typoLow = new Int32Array(0)
  private typoHigh = new Int32Array(0)
  /** True while addAll runs. */
  private deferPostings = false
  private readonly seenOnce = new Set<string>()
  /** Per token, the last record it was added for (dedupes postings without a Set per record). */
  private lastRecordOfToken = new Int32Array(1024).fill(-1)

  constructor(private readonly attributes: readonly SearchableAttribute[] | 'all') {
    if (attributes !== 'all') for (const a of attributes) if (a.unordered) this.unorderedPriority.add(a.priority)
  }

  add(id: number, record: JsonObject, words: number): void {
    if (this.prefixUnions.size > 0) this.prefixUnions.clear()
    if (this.fuzzyCache.size > 0) this.fuzzyCache.clear()
    let count = 0
    const index = (text: string, priority: number, startPosition: number): number => {
      const tokenIds = this.tokensOf(text)
      if (count + tokenIds.length * 2 > scratch.length) scratch = growScratch(scratch, count + tokenIds.length * 2)
      let position = startPosition
      const attributeBit = 1 << Math.min(priority, 31)
      for (let i = 0; i < tokenIds.length; i++) {
        const tokenId = tokenIds[i]
        this.attributesOfToken[tokenId] |= attributeBit
        if (!this.deferPostings && this.lastRecordOfToken[tokenId] !== id) {
          this.lastRecordOfToken[tokenId] = id
          this.postings[tokenId].add(id, words)
        }
        scratch[count++] = tokenId
        scratch[count++] = (priority << 16) | Math.min(position, MAX_POSITION)
        position++
      }
      return position
    }
    if (this.attributes === 'all') {
      indexAllStrings(record, (text) => index(text, 0, 0))
    } else {
      for (const attribute of this.attributes) {
        let position = 0
        for (const path of attribute.paths) {
          const direct = Object.hasOwn(record, path) ? record[path] : undefined
          if (typeof direct === 'string') {
            position = index(direct, attribute.priority, position) + 1
            continue
          }
          if (direct === null) continue
          for (const value of valuesAtPath(record, path)) {
            if (typeof value === 'string') position = index(value, attribute.priority, position) + 1
            else if (typeof value === 'number') position = index(String(value), attribute.priority, position) + 1
          }
        }
      }
    }
    this.forward.set(id, scratch.subarray(0, count))
  }

  /**
   * Token ids of one attribute value. Values repeat a lot across stock (make, model, colour,
   * location), so whole values are cached: one map lookup instead of folding and looking up each word.
   */
  private tokensOf(text: string): Int32Array {
    const cached = this.tokenCache.get(text)
    if (cached !== undefined) return cached
    const tokenIds = Int32Array.from(foldedWords(text), (word) => this.tokenIdFor(word))
    // Admit a value on its second sighting, so unique values (VINs) never churn the cache.
    if (this.seenOnce.has(text)) {
      if (this.tokenCache.size >= TOKEN_CACHE_LIMIT) this.tokenCache.clear()
      this.tokenCache.set(text, tokenIds)
    } else {
      if (this.seenOnce.size >= TOKEN_CACHE_LIMIT * 4) this.seenOnce.clear()
      this.seenOnce.add(text)
    }
    return tokenIds
  }

  /** Indexes many records at once; posting lists are built at the end by a counting sort. */
  addAll(records: ReadonlyArray<readonly [number, JsonObject]>, words: number): void {
    this.deferPostings = true
    try {
      for (const [id, record] of records) this.add(id, record, words)
    } finally {
      this.deferPostings = false
    }
    this.buildPostings(
      Int32Array.from(records, ([id]) => id),
      words,
    )
  }

  private buildPostings(ids: Int32Array, words: number): void {
    const tokenCount = this.tokens.length
    const counts = new Int32Array(tokenCount + 1)
    const pool = this.forward.pool
    const last = this.lastRecordOfToken
    // Two passes of a counting sort, written out as loops (this runs over every word of every record).
    last.fill(-1)
    for (let r = 0; r < ids.length; r++) {
      const id = ids[r]
      const start = this.forward.startOf(id)
      const end = start + this.forward.lengthOf(id)
      for (let i = start; i < end; i += 2) {
        const tokenId = pool[i]
        this.attributesOfToken[tokenId] |= 1 << Math.min(pool[i + 1] >>> 16, 31)
        if (last[tokenId] === id) continue
        last[tokenId] = id
        counts[tokenId + 1]++
      }
    }
    for (let t = 1; t <= tokenCount; t++) counts[t] += counts[t - 1]
    const sorted = new Int32Array(counts[tokenCount])
    const cursor = counts.slice(0, tokenCount)
    last.fill(-1)
    for (let r = 0; r < ids.length; r++) {
      const id = ids[r]
      const start = this.forward.startOf(id)
      const end = start + this.forward.lengthOf(id)
      for (let i = start; i < end; i += 2) {
        const tokenId = pool[i]
        if (last[tokenId] === id) continue
        last[tokenId] = id
        sorted[cursor[tokenId]++] = id
      }
    }
    // `last` now holds, per token, the last record it was added for, as incremental adds expect.
    for (let t = 0; t < tokenCount; t++)
      this.postings[t] = PostingList.fromSorted(sorted.subarray(counts[t], counts[t + 1]), words)
  }

  /**
   * Renumbers records: record order[i] becomes i (`newIdOf` is the inverse, -1 for dropped ids).
   * Tokens stay; forward lists are moved and postings renamed in place; caches by id are dropped.
   */
  permute(order: Int32Array, newIdOf: Int32Array, words: number): void {
    this.forward.permute(order)
    for (const posting of this.postings) posting.remap(newIdOf, words)
    this.lastRecordOfToken.fill(-1)
    this.prefixUnions.clear()
    this.fuzzyCache.clear()
  }

  /** Image over the given live ids (ascending); record i of the image is liveIds[i]. */
  toImage(liveIds: Int32Array, searchableAttributes: readonly string[] | undefined): TextImage {
    const lengths = new Uint32Array(liveIds.length)
    let total = 0
    for (let i = 0; i < liveIds.length; i++) {
      lengths[i] = this.forward.lengthOf(liveIds[i])
      total += lengths[i]
    }
    const entries = new Int32Array(total)
    const pool = this.forward.pool
    let at = 0
    for (let i = 0; i < liveIds.length; i++) {
      const start = this.forward.startOf(liveIds[i])
      if (start < 0) continue
      entries.set(pool.subarray(start, start + lengths[i]), at)
      at += lengths[i]
    }
    return { searchableAttributes, tokens: [...this.tokens], lengths, entries }
  }

  /** Restores an image whose records are ids 0..n-1 of the store; no text is tokenised again. */
  static fromImage(image: TextImage, words: number): TextIndex {
    const index = new TextIndex(
      image.searchableAttributes === undefined ? 'all' : parseSearchableAttributes(image.searchableAttributes),
    )
    image.tokens.forEach((token, tokenId) => {
      index.tokenIds.set(token, tokenId)
      index.tokens.push(token)
    })
    index.lastRecordOfToken = new Int32Array(Math.max(1024, image.tokens.length)).fill(-1)
    index.attributesOfToken = new Int32Array(Math.max(1024, image.tokens.length))
    index.forward = ForwardLists.fromConcatenated(image.lengths, image.entries)
    const ids = new Int32Array(image.lengths.length)
    for (let i = 0; i < ids.length; i++) ids[i] = i
    index.buildPostings(ids, words)
    return index
  }

  remove(id: number, words: number): void {
    if (this.prefixUnions.size > 0) this.prefixUnions.clear()
    if (this.fuzzyCache.size > 0) this.fuzzyCache.clear()
    const start = this.forward.startOf(id)
    if (start < 0) return
    const pool = this.forward.pool
    for (let i = start; i < start + this.forward.lengthOf(id); i += 2) {
      this.postings[pool[i]].remove(id, words)
      this.lastRecordOfToken[pool[i]] = -1
    }
    this.forward.delete(id)
  }

  /**
   * Resolves query words to token ids: per word, the vocabulary words within its typo budget
   * (prefix matches for a prefix word), its splits into two dictionary words and the words it
   * forms with its neighbour. A word with none of these means no record can match it.
   */
  prepare(words: readonly string[], options: TypoOptions = DEFAULT_TYPO_OPTIONS): TextQuery {
    const last = words.length - 1
    const isPrefix = (i: number): boolean =>
      options.queryType === 'prefixAll' || (options.queryType === 'prefixLast' && i === last)
    const disabled = this.priorityMaskOf(options.disableTypoToleranceOnAttributes)
    const tokensPerWord: Int32Array[] = []
    const typosPerWord: Uint8Array[] = []
    const keys: string[] = []
    let hasTypos = false
    words.forEach((word, i) => {
      const prefix = isPrefix(i)
      const maxTypos = allowedTypos(word, options)
      const key = `${prefix ? 'p' : 'w'}${maxTypos}:${disabled}:${word}`
      keys.push(key)
      let found = this.fuzzyCache.get(key)
      if (found === undefined) {
        found = this.expand(word, prefix, maxTypos, disabled)
        if (this.fuzzyCache.size >= 1024) this.fuzzyCache.clear()
        this.fuzzyCache.set(key, found)
      }
      tokensPerWord.push(found.tokens)
      typosPerWord.push(found.typos)
      if (!hasTypos && found.typos.some((t) => t > 0)) hasTypos = true
    })
    // Algolia splits and concatenates whenever typo tolerance is on (true, min or strict).
    const joining = options.typoTolerance !== false
    const splitsPerWord = words.map((word) => (joining ? this.splitsOf(word) : []))
    const concatenations = words.slice(0, -1).map((word, i) => {
      if (!joining) return new Int32Array(0)
      const joined = word + words[i + 1]
      if (isPrefix(i + 1)) return this.tokensWithPrefix(joined)
      const tokenId = this.tokenIds.get(joined)
      return tokenId !== undefined && this.postings[tokenId].count > 0 ? Int32Array.of(tokenId) : new Int32Array(0)
    })
    return { words, tokensPerWord, typosPerWord, splitsPerWord, concatenations, hasTypos, keys }
  }

  /** Bits of the attribute priorities whose paths include one of `attributes`. */
  private priorityMaskOf(attributes: readonly string[]): number {
    if (attributes.length === 0 || this.attributes === 'all') return 0
    let mask = 0
    for (const attribute of this.attributes) {
      if (attribute.paths.some((path) => attributes.includes(path))) mask |= 1 << Math.min(attribute.priority, 31)
    }
    return mask
  }

  /** Vocabulary words matching one query word, with their typo counts. */
  private expand(
    word: string,
    prefix: boolean,
    maxTypos: number,
    disabledPriorities: number,
  ): { tokens: Int32Array; typos: Uint8Array } {
    if (maxTypos === 0) {
      const exact = this.tokenIds.get(word)
      const tokens = prefix
        ? this.tokensWithPrefix(word)
        : exact === undefined
          ? new Int32Array(0)
          : Int32Array.of(exact)
      return { tokens, typos: new Uint8Array(tokens.length) }
    }
    const matches = fuzzyTokens(this.tokens, this.sortedOrder(), word, maxTypos, prefix, (tokenId) => {
      return this.postings[tokenId].count > 0
    }).filter(
      // disableTypoToleranceOnAttributes: a word seen only in those attributes must match exactly.
      (match) => match.typos === 0 || (this.attributesOfToken[match.tokenId] & ~disabledPriorities) !== 0,
    )
    return {
      tokens: Int32Array.from(matches, (match) => match.tokenId),
      typos: Uint8Array.from(matches, (match) => match.typos),
    }
  }

  /** Every way to cut a query word into two words of the vocabulary ("rav4" → "rav" + "4"). */
  private splitsOf(word: string): Array<readonly [number, number]> {
    const out: Array<readonly [number, number]> = []
    for (let k = 1; k < word.length; k++) {
      const left = this.tokenIds.get(word.slice(0, k))
      if (left === undefined || this.postings[left].count === 0) continue
      const right = this.tokenIds.get(word.slice(k))
      if (right === undefined || this.postings[right].count === 0) continue
      out.push([left, right])
    }
    return out
  }

  /**
   * Records matching each query word: one of its tokens, both halves of a split, or a word it
   * forms with a neighbour. The bitsets may be cached: callers must not modify them.
   */
  wordBitsets(query: TextQuery, words: number): Bitset[] {
    const none = new Int32Array(0)
    return query.words.map((_, w) => {
      const tokenIds = query.tokensPerWord[w]
      // Short prefixes ("s", "to") expand to thousands of words; their union is kept until the next write.
      const cacheable = tokenIds.length > PREFIX_UNION_MIN_TOKENS
      const key = query.keys[w]
      let base = cacheable ? this.prefixUnions.get(key) : undefined
      if (base === undefined || base.length !== words) {
        // A cached union must outlive this search; others live in scratch memory.
        base = cacheable ? createBitset(words) : searchScratch.uint32(words)
        for (const tokenId of tokenIds) this.postings[tokenId].orInto(base)
        if (cacheable) {
          if (this.prefixUnions.size >= 256) this.prefixUnions.clear()
          this.prefixUnions.set(key, base)
        }
      }
      const splits = query.splitsPerWord[w]
      const before = w > 0 ? query.concatenations[w - 1] : none
      const after = w < query.concatenations.length ? query.concatenations[w] : none
      if (splits.length === 0 && before.length === 0 && after.length === 0) return base
      const bits = searchScratch.uint32(words)
      bits.set(base)
      for (const tokenId of before) this.postings[tokenId].orInto(bits)
      for (const tokenId of after) this.postings[tokenId].orInto(bits)
      if (splits.length > 0) {
        const left = searchScratch.uint32(words)
        const right = searchScratch.uint32(words)
        for (const [a, b] of splits) {
          left.fill(0)
          right.fill(0)
          this.postings[a].orInto(left)
          this.postings[b].orInto(right)
          andInto(left, right)
          orInto(bits, left)
        }
      }
      return bits
    })
  }

  /** Vocabulary words the query matches other than as typed (typos, splits, concatenations), for highlighting. */
  alternativesOf(query: TextQuery): Map<string, string[]> | undefined {
    let out: Map<string, string[]> | undefined
    const add = (tokenId: number, word: string): void => {
      out ??= new Map()
      const token = this.tokens[tokenId]
      const list = out.get(token)
      if (list === undefined) out.set(token, [word])
      else if (!list.includes(word)) list.push(word)
    }
    query.words.forEach((word, w) => {
      const typos = query.typosPerWord[w]
      query.tokensPerWord[w].forEach((tokenId, i) => {
        if (typos[i] > 0) add(tokenId, word)
      })
      for (const [a, b] of query.splitsPerWord[w]) {
        add(a, word)
        add(b, word)
      }
      if (w < query.concatenations.length) {
        for (const tokenId of query.concatenations[w]) {
          add(tokenId, word)
          add(tokenId, query.words[w + 1])
        }
      }
    })
    return out
  }

  /**
   * Per record of `ids`, bit w set when it matches query word w as `wordBitsets` defines it (in
   * scratch memory): costs what these records hold, not the index. A word standing for a few
   * tokens asks their postings about each record; one standing for many (a short prefix) reads the
   * record's own words once.
   */
  wordMasksOf(ids: Int32Array, query: TextQuery): Int32Array {
    if (this.tokenWords.length < this.tokens.length) this.tokenWords = new Int32Array(this.tokens.length * 2)
    const tokenWords = this.tokenWords
    const marked: number[] = []
    const fewTokens: Array<{ bit: number; postings: PostingList[] }> = []
    const splits: Array<{ bit: number; pairs: readonly (readonly [number, number])[] }> = []
    query.words.forEach((_, w) => {
      // A concatenation stands for both words it joins.
      const tokenIds = [
        ...query.tokensPerWord[w],
        ...(w > 0 ? query.concatenations[w - 1] : []),
        ...(w < query.concatenations.length ? query.concatenations[w] : []),
      ]
      if (tokenIds.length <= FEW_TOKENS) {
        fewTokens.push({ bit: 1 << w, postings: tokenIds.map((tokenId) => this.postings[tokenId]) })
      } else {
        for (const tokenId of tokenIds) {
          if (tokenWords[tokenId] === 0) marked.push(tokenId)
          tokenWords[tokenId] |= 1 << w
        }
      }
      if (query.splitsPerWord[w].length > 0) splits.push({ bit: 1 << w, pairs: query.splitsPerWord[w] })
    })
    const masks = searchScratch.int32(ids.length)
    const pool = this.forward.pool
    try {
      for (let r = 0; r < ids.length; r++) {
        const id = ids[r]
        let mask = 0
        if (marked.length > 0) {
          const start = this.forward.startOf(id)
          if (start >= 0) {
            const end = start + this.forward.lengthOf(id)
            for (let i = start; i < end; i += 2) mask |= tokenWords[pool[i]]
          }
        }
        for (const word of fewTokens) {
          for (const posting of word.postings) {
            if (posting.has(id)) {
              mask |= word.bit
              break
            }
          }
        }
        for (const split of splits) {
          if ((mask & split.bit) !== 0) continue
          // Both halves of a split must be in the record.
          for (const [a, b] of split.pairs) {
            if (this.postings[a].has(id) && this.postings[b].has(id)) {
              mask |= split.bit
              break
            }
          }
        }
        masks[r] = mask
      }
    } finally {
      for (const tokenId of marked) tokenWords[tokenId] = 0
    }
    return masks
  }

  /** Records containing every query word. */
  matchInto(target: Bitset, query: TextQuery): void {
    for (const bits of this.wordBitsets(query, target.length)) andInto(target, bits)
  }

  /** Ranking signals for each id (ids are assumed to match the query). */
  score(ids: Int32Array, query: TextQuery): TextScores {
    const n = ids.length
    const scores: TextScores = {
      typos: searchScratch.int32(n).fill(0),
      words: searchScratch.int32(n).fill(0),
      proximity: searchScratch.int32(n).fill(0),
      attribute: searchScratch.int32(n).fill(0),
      exact: searchScratch.int32(n).fill(0),
    }
    const wordCount = query.words.length
    if (wordCount === 0) return scores
    const marked = this.markQueryTokens(query)
    if (wordCount === 1) {
      try {
        this.scoreOneWord(ids, scores, marked, query.words[0])
      } finally {
        this.unmark(marked)
      }
      return scores
    }
    const bestPriority = new Int32Array(wordCount)
    const firstPosition = new Int32Array(wordCount)
    const fewestTypos = new Int32Array(wordCount)
    const positions: number[][] = Array.from({ length: wordCount }, () => [])
    const typoLow = this.typoLow
    const typoHigh = this.typoHigh
    try {
      const pool = this.forward.pool
      for (let r = 0; r < n; r++) {
        const start = this.forward.startOf(ids[r])
        if (start < 0) continue
        const end = start + this.forward.lengthOf(ids[r])
        bestPriority.fill(0x7fff)
        firstPosition.fill(MAX_POSITION)
        fewestTypos.fill(NO_MATCH)
        for (const list of positions) list.length = 0
        let exactWords = 0
        let matchedWords = 0
        for (let i = start; i < end; i += 2) {
          const tokenId = pool[i]
          const mask = this.wordMask[tokenId]
          if (mask === 0) continue
          const meta = pool[i + 1]
          const priority = meta >>> 16
          const position = meta & MAX_POSITION
          exactWords |= this.exactMask[tokenId]
          matchedWords |= mask
          const low = typoLow[tokenId]
          const high = typoHigh[tokenId]
          for (let w = 0; w < wordCount; w++) {
            if ((mask & (1 << w)) === 0) continue
            const typos = ((low >>> w) & 1) + (((high >>> w) & 1) << 1)
            if (typos < fewestTypos[w]) fewestTypos[w] = typos
            positions[w].push(meta)
            if (priority < bestPriority[w] || (priority === bestPriority[w] && position < firstPosition[w])) {
              bestPriority[w] = priority
              firstPosition[w] = this.unorderedPriority.has(priority) ? 0 : position
            }
          }
        }
        let attribute = Number.MAX_SAFE_INTEGER
        let typos = 0
        for (let w = 0; w < wordCount; w++) {
          const value = bestPriority[w] * (MAX_POSITION + 1) + firstPosition[w]
          if (value < attribute) attribute = value
          if (fewestTypos[w] !== NO_MATCH) typos += fewestTypos[w]
        }
        scores.typos[r] = typos
        scores.words[r] = popcount(matchedWords)
        scores.attribute[r] = attribute
        scores.exact[r] = popcount(exactWords)
        scores.proximity[r] = proximityOf(positions)
      }
    } finally {
      this.unmark(marked)
    }
    return scores
  }

  /**
   * One query word: no proximity, and the best (attribute, position) is a single minimum. When the
   * word resolves to a handful of tokens they are compared directly, which avoids a random read into
   * the per-token marks for every word of every record.
   */
  private scoreOneWord(ids: Int32Array, scores: TextScores, tokenIds: Int32Array, word: string): void {
    const few = tokenIds.length <= 4
    const t0 = tokenIds[0] ?? -1
    const t1 = tokenIds[1] ?? -1
    const t2 = tokenIds[2] ?? -1
    const t3 = tokenIds[3] ?? -1
    const exactToken = this.tokenIds.get(word) ?? -2
    const wordMask = this.wordMask
    const typoLow = this.typoLow
    const typoHigh = this.typoHigh
    const pool = this.forward.pool
    const unordered = this.unorderedPriority
    const anyUnordered = unordered.size > 0
    for (let r = 0; r < ids.length; r++) {
      const start = this.forward.startOf(ids[r])
      if (start < 0) continue
      const end = start + this.forward.lengthOf(ids[r])
      let best = Number.MAX_SAFE_INTEGER
      let exact = 0
      let typos = NO_MATCH
      for (let i = start; i < end; i += 2) {
        const tokenId = pool[i]
        if (few ? tokenId !== t0 && tokenId !== t1 && tokenId !== t2 && tokenId !== t3 : wordMask[tokenId] === 0)
          continue
        if (tokenId === exactToken) exact = 1
        const cost = (typoLow[tokenId] & 1) + ((typoHigh[tokenId] & 1) << 1)
        if (cost < typos) typos = cost
        const meta = pool[i + 1]
        const priority = meta >>> 16
        const value =
          priority * (MAX_POSITION + 1) + (anyUnordered && unordered.has(priority) ? 0 : meta & MAX_POSITION)
        if (value < best) best = value
      }
      scores.attribute[r] = best
      scores.exact[r] = exact
      scores.words[r] = typos === NO_MATCH ? 0 : 1
      scores.typos[r] = typos === NO_MATCH ? 0 : typos
    }
  }

  /**
   * Marks, per token, the query words it stands for, the words it equals exactly and its typo
   * count for each word (two bit planes: typos = low + 2 × high). Returns the marked tokens.
   */
  private markQueryTokens(query: TextQuery): Int32Array {
    if (this.wordMask.length < this.tokens.length) {
      this.wordMask = new Int32Array(this.tokens.length * 2)
      this.exactMask = new Int32Array(this.tokens.length * 2)
      this.typoLow = new Int32Array(this.tokens.length * 2)
      this.typoHigh = new Int32Array(this.tokens.length * 2)
    }
    const marked: number[] = []
    const mark = (tokenId: number, w: number, typos: number): void => {
      const bit = 1 << w
      if (this.wordMask[tokenId] === 0) marked.push(tokenId)
      if ((this.wordMask[tokenId] & bit) !== 0) {
        const current = ((this.typoLow[tokenId] & bit) !== 0 ? 1 : 0) + ((this.typoHigh[tokenId] & bit) !== 0 ? 2 : 0)
        if (current <= typos) return
      }
      this.wordMask[tokenId] |= bit
      if (this.tokens[tokenId] === query.words[w]) this.exactMask[tokenId] |= bit
      this.typoLow[tokenId] = (typos & 1) !== 0 ? this.typoLow[tokenId] | bit : this.typoLow[tokenId] & ~bit
      this.typoHigh[tokenId] = (typos & 2) !== 0 ? this.typoHigh[tokenId] | bit : this.typoHigh[tokenId] & ~bit
    }
    query.words.forEach((_, w) => {
      const tokenIds = query.tokensPerWord[w]
      const typos = query.typosPerWord[w]
      for (let i = 0; i < tokenIds.length; i++) mark(tokenIds[i], w, typos[i])
      for (const [a, b] of query.splitsPerWord[w]) {
        mark(a, w, 0)
        mark(b, w, 0)
      }
      if (w < query.concatenations.length) {
        for (const tokenId of query.concatenations[w]) {
          mark(tokenId, w, 0)
          mark(tokenId, w + 1, 0)
        }
      }
    })
    return Int32Array.from(marked)
  }

  private unmark(marked: Int32Array): void {
    for (const tokenId of marked) {
      this.wordMask[tokenId] = 0
      this.exactMask[tokenId] = 0
      this.typoLow[tokenId] = 0
      this.typoHigh[tokenId] = 0
    }
  }

  /**
   * Token ids in string order. Words added since the last call (new VINs, stock numbers) are sorted
   * on their own and merged in, so a write costs a linear merge, not a sort of the whole vocabulary.
   */
  private sortedOrder(): Int32Array {
    const tokens = this.tokens
    const compare = (a: number, b: number): number => (tokens[a] < tokens[b] ? -1 : tokens[a] > tokens[b] ? 1 : 0)
    const current = this.sortedTokens
    if (current === undefined) {
      const order = Int32Array.from(tokens.keys())
      order.sort(compare)
      this.sortedTokens = order
      return order
    }
    if (current.length === tokens.length) return current
    const added = new Int32Array(tokens.length - current.length)
    for (let i = 0; i < added.length; i++) added[i] = current.length + i
    added.sort(compare)
    const merged = new Int32Array(tokens.length)
    let a = 0
    let b = 0
    for (let k = 0; k < merged.length; k++) {
      if (b >= added.length || (a < current.length && tokens[current[a]] < tokens[added[b]])) merged[k] = current[a++]
      else merged[k] = added[b++]
    }
    this.sortedTokens = merged
    return merged
  }

  private tokenIdFor(word: string): number {
    let tokenId = this.tokenIds.get(word)
    if (tokenId === undefined) {
      tokenId = this.tokens.length
      this.tokenIds.set(word, tokenId)
      this.tokens.push(word)
      this.postings.push(new PostingList())
      if (tokenId >= this.lastRecordOfToken.length) {
        const next = new Int32Array(this.lastRecordOfToken.length * 2).fill(-1)
        next.set(this.lastRecordOfToken)
        this.lastRecordOfToken = next
      }
      if (tokenId >= this.attributesOfToken.length) {
        const next = new Int32Array(Math.max(1024, this.attributesOfToken.length * 2))
        next.set(this.attributesOfToken)
        this.attributesOfToken = next
      }
    }
    return tokenId
  }

  private tokensWithPrefix(prefix: string): Int32Array {
    const sorted = this.sortedOrder()
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.tokens[sorted[mid]] < prefix) lo = mid + 1
      else hi = mid
    }
    const out: number[] = []
    for (let k = lo; k < sorted.length && this.tokens[sorted[k]].startsWith(prefix); k++) {
      if (this.postings[sorted[k]].count > 0) out.push(sorted[k])
    }
    return Int32Array.from(out)
  }
}

function popcount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

/** Sum over consecutive query words of their closest distance in one attribute (capped, like Algolia). */
function proximityOf(positions: readonly number[][]): number {
  let total = 0
  for (let w = 0; w + 1 < positions.length; w++) {
    let best = PROXIMITY_CAP
    for (const a of positions[w]) {
      for (const b of positions[w + 1]) {
        if (a >>> 16 !== b >>> 16) continue
        const distance = Math.abs((b & MAX_POSITION) - (a & MAX_POSITION))
        if (distance > 0 && distance < best) best = distance
      }
    }
    total += best
  }
  return total
}

/** With no searchableAttributes set, Algolia searches every attribute. */
function indexAllStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value)
  else if (Array.isArray(value)) for (const item of value) indexAllStrings(item, visit)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) if (key !== 'objectID') indexAllStrings(inner, visit)
  }
}
