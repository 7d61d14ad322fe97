import { parse as parseStream } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { type CarInput, carInputSchema, carInputSchemaAt, stockKey, vinKey } from './feedCar'
import { columnKey, FEED_COLUMNS, missingColumnReason, type ResolvedColumn, resolveColumn } from './feedColumns'
import { odometerIn, type OdometerUnit, statedOdometerUnit } from '@/domain/odometer'
import {
  type ConditionValue,
  convertCell,
  engineSizeOf,
  isBlank,
  simpleFuelOf,
  simpleTransmissionOf,
  type StatusValue,
} from './feedValues'

/**
 * Reads a dealer's stock feed (a full snapshot of one dealership) into CarInputs.
 * Bad rows are reported and skipped, good rows kept; it never throws.
 * `line` is the physical line where a CSV row starts (header = 1) or the 1-based index of a JSON array entry;
 * 0 means the whole feed. `field` is a CarInput field ('variant.cylinders' for nested ones), 'row' or 'file'.
 */

export interface FeedError {
  line: number
  field: string
  reason: string
  /** The row's stock number when it could be read: a plan should neither update nor mark this car sold. */
  stocknum?: string
}

/** A column of the feed and the field it fills (null: not read), for the report's "columns recognised". */
export interface FeedColumnUse {
  header: string
  field: string | null
  /** True when the dealership's saved mapping, not the built-in names, decided the field. */
  mapped?: boolean
}

export interface ParsedFeed {
  rows: { line: number; car: CarInput }[]
  errors: FeedError[]
  /** The header's columns (CSV) or the keys seen (JSON), in order. */
  columns?: FeedColumnUse[]
}

/** A dealership's own names for columns: header (any spelling, compared by columnKey) → field, '' to ignore it. */
export type ColumnMapping = Record<string, string>

export interface ParseFeedOptions {
  /** The clock for "year at most next year"; the system clock when left out. */
  now?: Date
  /** The dealership's saved mapping, applied before the built-in column names. */
  columnMapping?: ColumnMapping
  /**
   * The unit the site keeps odometers in (issue 26.4: miles on en-US sites): a reading whose cell or column states
   * the other unit ('Odometer (km)' in a US feed) is converted. Left out: stored as given.
   */
  odometerUnit?: OdometerUnit
}

/** Fields needing a column in a CSV header; a feed without one of them is rejected as a whole. */
const REQUIRED_COLUMNS = ['stocknum', 'make', 'model'] as const

type Cell = { header: string; value: unknown }

type Chosen = { column: ResolvedColumn; header: string; value: unknown; order: number }

const NESTED_KINDS = new Map(
  FEED_COLUMNS.filter((column) => column.field.includes('.')).map((column) => [column.field, column] as const),
)

const isObjectLike = (value: unknown): boolean =>
  (value !== null && typeof value === 'object' && !Array.isArray(value)) ||
  (typeof value === 'string' && value.trim().startsWith('{'))

type Resolve = (header: string) => ResolvedColumn | undefined

/** Built-in names, after the dealership's mapping: a mapped header wins over every built-in spelling (rank -1). */
export const columnResolver = (mapping: ColumnMapping = {}): Resolve => {
  const mapped = new Map(Object.entries(mapping).map(([header, field]) => [columnKey(header), field]))
  return (header) => {
    const field = mapped.get(columnKey(header))
    if (field === undefined) return resolveColumn(header)
    const column = FEED_COLUMNS.find((c) => c.field === field)
    return column ? { ...column, rank: -1 } : undefined
  }
}

/** The column a cell fills; a `variant` cell holding an object is our own nested variant, not the DMS badge. */
const columnOf = (cell: Cell, resolve: Resolve): ResolvedColumn | undefined => {
  const column = resolve(cell.header)
  if (column?.field === 'badge' && cell.header.trim().toLowerCase() === 'variant' && isObjectLike(cell.value)) {
    return { field: 'variant', kind: 'object', aliases: ['variant'], rank: 0 }
  }
  return column
}

const setPath = (target: Record<string, unknown>, path: string, value: unknown): void => {
  const [head, tail] = path.split('.') as [string, string | undefined]
  if (tail === undefined) {
    target[head] = value
    return
  }
  const inner = (target[head] ??= {}) as Record<string, unknown>
  inner[tail] = value
}

/** Our own nested objects get the same lenient conversion as their flat columns ('4' cylinders, '$45,000' market price). */
const convertNested = (
  field: string,
  value: Record<string, unknown>,
  errors: FeedError[],
  line: number,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(value)) {
    if (isBlank(raw)) continue
    const column = NESTED_KINDS.get(`${field}.${key}`)
    if (!column) {
      out[key] = raw
      continue
    }
    const converted = convertCell(raw, column.kind)
    if (converted.ok) out[key] = converted.value
    else errors.push({ line, field: column.field, reason: converted.reason })
  }
  return out
}

type Schema = ReturnType<typeof carInputSchemaAt>

/** One row's cells → a valid car, or the reasons it is not one. */
const carFromCells = (
  cells: Cell[],
  line: number,
  schema: Schema,
  resolve: Resolve,
  odometer?: OdometerUnit,
): { car?: CarInput; errors: FeedError[] } => {
  const chosen = new Map<string, Chosen>()
  cells.forEach((cell, order) => {
    if (isBlank(cell.value)) return
    const column = columnOf(cell, resolve)
    if (!column) return
    const current = chosen.get(column.field)
    if (!current || column.rank < current.column.rank)
      chosen.set(column.field, { column, header: cell.header, value: cell.value, order })
  })

  const errors: FeedError[] = []
  const raw: Record<string, unknown> = {}
  let condition: ConditionValue | undefined
  let availability: StatusValue | undefined
  const ordered = [...chosen.values()].sort(
    (a, b) => Number(a.column.field.includes('.')) - Number(b.column.field.includes('.')) || a.order - b.order,
  )
  for (const { column, header, value } of ordered) {
    const converted = convertCell(value, column.kind)
    if (!converted.ok) {
      errors.push({ line, field: column.field, reason: `${header}: ${converted.reason}` })
      continue
    }
    if (converted.value === undefined) continue
    if (column.field === 'km' && odometer && typeof converted.value === 'number') {
      const stated = statedOdometerUnit(header, value)
      if (stated) converted.value = odometerIn(converted.value, stated, odometer)
    }
    if (column.kind === 'carType') {
      condition = converted.value as ConditionValue
      raw.car_type = condition.car_type
    } else if (column.kind === 'status') {
      availability = converted.value as StatusValue
      raw.status = availability.status
    } else if (column.kind === 'object' && column.field !== 'finance_lenders') {
      raw[column.field] = {
        ...convertNested(column.field, converted.value as Record<string, unknown>, errors, line),
        ...(raw[column.field] as object),
      }
    } else {
      setPath(raw, column.field, converted.value)
    }
  }

  const priceColumn = chosen.get('price')?.column
  if (priceColumn?.implies?.price_type && raw.price_type === undefined) raw.price_type = priceColumn.implies.price_type
  if (availability?.reserved && raw.reserved === undefined) raw.reserved = true
  if (condition?.certified && raw.certified === undefined) raw.certified = true
  if (typeof raw.trans === 'string' && raw.simple_transmission === undefined)
    raw.simple_transmission = simpleTransmissionOf(raw.trans)
  if (typeof raw.fuel === 'string' && raw.simple_fuel === undefined) raw.simple_fuel = simpleFuelOf(raw.fuel)
  if (typeof raw.engine_size === 'string') {
    const { litres, cc } = engineSizeOf(raw.engine_size)
    const variant = (raw.variant ?? {}) as Record<string, unknown>
    if (litres !== undefined && variant.enginesize_litres === undefined) variant.enginesize_litres = litres
    if (cc !== undefined && variant.enginesize === undefined) variant.enginesize = cc
    if (Object.keys(variant).length > 0) raw.variant = variant
  }
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key]

  const stocknum = typeof raw.stocknum === 'string' && raw.stocknum !== '' ? raw.stocknum : undefined
  const result = schema.safeParse(raw)
  if (!result.success) {
    const reported = new Set(errors.map((error) => error.field))
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || 'row'
      if (reported.has(field)) continue
      reported.add(field)
      errors.push({ line, field, reason: issue.message })
    }
  }
  if (stocknum) for (const error of errors) error.stocknum = stocknum
  return errors.length > 0 || !result.success ? { errors } : { car: result.data, errors }
}

/** Rows that passed on their own; a later row repeating a stock number or VIN is an error. */
const withoutDuplicates = (rows: ParsedFeed['rows'], errors: FeedError[]): ParsedFeed['rows'] => {
  const stockLines = new Map<string, number>()
  const vinLines = new Map<string, number>()
  return rows.filter(({ line, car }) => {
    const stock = stockKey(car.stocknum)
    const vin = vinKey(car.vin)
    const firstStock = stockLines.get(stock)
    const firstVin = vin ? vinLines.get(vin) : undefined
    if (firstStock !== undefined) {
      errors.push({
        line,
        field: 'stocknum',
        reason: `duplicate stock number "${car.stocknum}" (first on line ${firstStock})`,
        stocknum: car.stocknum,
      })
      return false
    }
    if (firstVin !== undefined) {
      errors.push({
        line,
        field: 'vin',
        reason: `duplicate VIN "${car.vin}" (first on line ${firstVin})`,
        stocknum: car.stocknum,
      })
      return false
    }
    stockLines.set(stock, line)
    if (vin) vinLines.set(vin, line)
    return true
  })
}

const DELIMITERS = [',', '\t', ';', '|'] as const

/** The delimiter used most often outside quotes on the header line. */
const delimiterOf = (headerLine: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]))
  let quoted = false
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0]
}

type CsvRecord = { record: string[]; raw: string; info: { lines: number } }

type CsvFailure = { code?: string; message?: string; lines?: number }

const CSV_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell starting on this line is never closed',
  INVALID_OPENING_QUOTE: 'a quote appears in the middle of an unquoted cell',
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing quote; quotes inside a quoted cell must be doubled ("")',
}

const countNewlines = (text: string): number => {
  let count = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
  return count
}

const EMPTY_FEED: ParsedFeed = { rows: [], errors: [{ line: 0, field: 'file', reason: 'the feed is empty' }] }

const csvOptions = (delimiter: string) => ({
  delimiter,
  info: true,
  raw: true,
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
})

/** The physical line a record starts on: where it ends, less the newlines inside it. */
const startLine = ({ raw, info }: CsvRecord): number =>
  info.lines - countNewlines(raw.replace(/^\n+/, '').replace(/\n$/, ''))

/**
 * One CSV feed, record by record: the header decides the columns (a feed lacking a required one is refused on the
 * header's line), then each row becomes a car or its reasons. Shared by the whole-string and the streaming reader.
 */
class CsvFeed {
  private headers: string[] = []
  private headerLine = 0
  private readonly rows: ParsedFeed['rows'] = []
  private readonly errors: FeedError[] = []
  private columns: FeedColumnUse[] = []
  private refused = false

  constructor(
    private readonly schema: Schema,
    private readonly resolve: Resolve,
    private readonly mapping: ColumnMapping,
    private readonly odometer?: OdometerUnit,
  ) {}

  /** Takes one record; false once the feed is refused (no point reading on). */
  add(record: CsvRecord): boolean {
    if (this.refused) return false
    if (this.headerLine === 0) return this.header(record)
    this.row(record)
    return true
  }

  private header(record: CsvRecord): boolean {
    this.headerLine = startLine(record)
    this.headers = record.record.map((cell) => cell.trim())
    const mapped = new Set(Object.keys(this.mapping).map(columnKey))
    this.columns = this.headers.map((header) => ({
      header,
      field: this.resolve(header)?.field ?? null,
      ...(mapped.has(columnKey(header)) ? { mapped: true } : {}),
    }))
    const fields = new Set(this.columns.map((c) => c.field))
    for (const field of REQUIRED_COLUMNS) {
      if (!fields.has(field)) {
        this.errors.push({
          line: this.headerLine,
          field,
          reason: missingColumnReason(field),
        })
      }
    }
    this.refused = this.errors.length > 0
    return !this.refused
  }

  private row(current: CsvRecord): void {
    const { record } = current
    const line = startLine(current)
    if (record.every((cell) => cell.trim() === '')) return
    const extra = record.length > this.headers.length && record.slice(this.headers.length).some((c) => c.trim() !== '')
    if (extra || record.length < this.headers.length) {
      this.errors.push({
        line,
        field: 'row',
        reason: `the row has ${record.length} cells but the header has ${this.headers.length}`,
      })
      return
    }
    const { car, errors } = carFromCells(
      this.headers.map((header, i) => ({ header, value: record[i] })),
      line,
      this.schema,
      this.resolve,
      this.odometer,
    )
    this.errors.push(...errors)
    if (car) this.rows.push({ line, car })
  }

  result(): ParsedFeed {
    if (this.headerLine === 0) return EMPTY_FEED
    if (this.refused) return { rows: [], errors: this.errors, columns: this.columns }
    // A header and no car at all is not a snapshot of an empty yard: refused like an empty file.
    if (this.rows.length === 0 && this.errors.length === 0)
      return {
        rows: [],
        errors: [{ line: this.headerLine, field: 'file', reason: 'the feed has a header but no cars' }],
        columns: this.columns,
      }
    return {
      rows: withoutDuplicates(this.rows, this.errors),
      errors: this.errors.sort((a, b) => a.line - b.line),
      columns: this.columns,
    }
  }
}

const malformed = (failure: CsvFailure, lastRecordEnd: number, lineText: (n: number) => string | undefined) => {
  let line = failure.lines ?? 0
  if (failure.code === 'CSV_QUOTE_NOT_CLOSED') {
    line = lastRecordEnd + 1
    for (let text = lineText(line); text !== undefined && text.trim() === ''; text = lineText(line)) line++
  }
  const reason = CSV_REASONS[failure.code ?? ''] ?? failure.message ?? 'the CSV cannot be read'
  return { rows: [], errors: [{ line, field: 'file', reason: `malformed CSV: ${reason}` }] }
}

const parseCsv = (content: string, schema: Schema, options: ParseFeedOptions): ParsedFeed => {
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (text.trim() === '') return EMPTY_FEED
  const lines = text.split('\n')
  const firstLine = lines.findIndex((line) => line.trim() !== '')
  const feed = new CsvFeed(
    schema,
    columnResolver(options.columnMapping),
    options.columnMapping ?? {},
    options.odometerUnit,
  )
  let lastRecordEnd = 0
  try {
    parse(text, {
      ...csvOptions(delimiterOf(lines[firstLine] ?? '')),
      on_record: (record, context) => {
        lastRecordEnd = context.lines
        feed.add(record as unknown as CsvRecord)
        return null
      },
    })
  } catch (caught) {
    return malformed(caught as CsvFailure, lastRecordEnd, (n) => lines[n - 1])
  }
  return feed.result()
}

/** Where a JSON syntax error sits, from the engine's "position N" message. */
const positionOf = (message: string, text: string): string => {
  const position = /position (\d+)/.exec(message)
  if (!position) return ''
  const before = text.slice(0, Number(position[1]))
  return ` (line ${countNewlines(before) + 1}, column ${before.length - before.lastIndexOf('\n')})`
}

const parseJson = (content: string, schema: Schema, options: ParseFeedOptions): ParsedFeed => {
  const text = content.replace(/^\uFEFF/, '')
  if (text.trim() === '') return EMPTY_FEED
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught)
    return {
      rows: [],
      errors: [{ line: 0, field: 'file', reason: `malformed JSON${positionOf(message, text)}: ${message}` }],
    }
  }
  const cars = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && Array.isArray((document as { cars?: unknown }).cars)
      ? (document as { cars: unknown[] }).cars
      : undefined
  if (!cars)
    return {
      rows: [],
      errors: [{ line: 0, field: 'file', reason: 'expected an array of cars or an object with a "cars" array' }],
    }
  if (cars.length === 0) return { rows: [], errors: [{ line: 0, field: 'file', reason: 'the feed lists no cars' }] }

  const resolve = columnResolver(options.columnMapping)
  const rows: ParsedFeed['rows'] = []
  const errors: FeedError[] = []
  const keys = new Map<string, FeedColumnUse>()
  cars.forEach((entry, index) => {
    const line = index + 1
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push({ line, field: 'row', reason: 'each car must be an object' })
      return
    }
    const cells = Object.entries(entry as Record<string, unknown>).map(([header, value]) => ({ header, value }))
    for (const { header } of cells)
      if (!keys.has(header)) keys.set(header, { header, field: resolve(header)?.field ?? null })
    const { car, errors: rowErrors } = carFromCells(cells, line, schema, resolve, options.odometerUnit)
    errors.push(...rowErrors)
    if (car) rows.push({ line, car })
  })
  return {
    rows: withoutDuplicates(rows, errors),
    errors: errors.sort((a, b) => a.line - b.line),
    columns: [...keys.values()],
  }
}

const schemaFor = (options: ParseFeedOptions): Schema => (options.now ? carInputSchemaAt(options.now) : carInputSchema)

const unreadable = (caught: unknown): ParsedFeed => {
  const message = caught instanceof Error ? caught.message : String(caught)
  // The decoder's refusals (a workbook, a NUL byte, an empty file) are written for the dealer already.
  const reason =
    caught instanceof Error && caught.name === 'FeedFileError' ? message : `the feed cannot be read: ${message}`
  return { rows: [], errors: [{ line: 0, field: 'file', reason }] }
}

/** Parses a CSV or JSON dealer feed held in memory; see FEED_COLUMNS.md for the columns it reads. */
export function parseStockFeed(content: string, format: 'csv' | 'json', options: ParseFeedOptions = {}): ParsedFeed {
  try {
    return format === 'csv'
      ? parseCsv(content, schemaFor(options), options)
      : parseJson(content, schemaFor(options), options)
  } catch (caught) {
    return unreadable(caught)
  }
}

/**
 * Parses a feed arriving as decoded text chunks (src/stock/feedText.ts), without holding the file: a CSV is read
 * record by record; a JSON feed is one document, so it is collected first (the upload limit bounds it).
 */
export async function readStockFeed(
  chunks: AsyncIterable<string>,
  format: 'csv' | 'json',
  options: ParseFeedOptions = {},
): Promise<ParsedFeed> {
  if (format === 'json') {
    let text = ''
    try {
      for await (const chunk of chunks) text += chunk
    } catch (caught) {
      return unreadable(caught)
    }
    return parseStockFeed(text, 'json', options)
  }
  const schema = schemaFor(options)
  const feed = new CsvFeed(
    schema,
    columnResolver(options.columnMapping),
    options.columnMapping ?? {},
    options.odometerUnit,
  )
  const iterator = chunks[Symbol.asyncIterator]()
  // The delimiter is read from the first line that has text: gather chunks until one is complete.
  let head = ''
  let firstLine: string | undefined
  for (;;) {
    let next: IteratorResult<string>
    try {
      next = await iterator.next()
    } catch (caught) {
      return unreadable(caught)
    }
    if (next.done) break
    head += next.value.replace(/^\uFEFF/, '')
    const text = head.replace(/\r\n?/g, '\n')
    const found = text
      .split('\n')
      .slice(0, -1)
      .find((line) => line.trim() !== '')
    if (found !== undefined) {
      firstLine = found
      break
    }
  }
  if (firstLine === undefined) {
    if (head.trim() === '') return EMPTY_FEED
    firstLine = head
  }
  let lastRecordEnd = 0
  const parser = parseStream({
    ...csvOptions(delimiterOf(firstLine.replace(/\r$/, ''))),
    // Where the last whole record ended, as the parser reads (ahead of the consumer): an unclosed quote starts after it.
    on_record: (record, context) => {
      lastRecordEnd = context.lines
      return record
    },
  })
  const rest = (async function* () {
    yield head
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
  })()
  // Newlines are normalised chunk by chunk; a CR that ends one chunk and an LF that starts the next make two breaks,
  // so a trailing CR waits for the next chunk.
  const normalised = (async function* () {
    let carry = ''
    for await (const chunk of rest) {
      const text = carry + chunk
      carry = text.endsWith('\r') ? '\r' : ''
      yield (carry ? text.slice(0, -1) : text).replace(/\r\n?/g, '\n')
    }
    if (carry) yield '\n'
  })()
  // Feeds the parser, waiting whenever it is full; stops when the reader below stopped early (a refused header) and
  // destroyed it, which closes the file too (the generators are returned).
  const writable = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        parser.off('drain', done)
        parser.off('close', done)
        resolve()
      }
      parser.once('drain', done)
      parser.once('close', done)
    })
  const feeding = (async () => {
    try {
      for await (const chunk of normalised) {
        if (parser.destroyed) break
        if (!parser.write(chunk)) await writable()
      }
      if (!parser.destroyed) parser.end()
    } catch (error) {
      parser.destroy(error as Error)
    }
  })()
  try {
    for await (const record of parser) if (!feed.add(record as CsvRecord)) break
  } catch (caught) {
    const failure = caught as CsvFailure
    if (failure.code) return malformed(failure, lastRecordEnd, () => undefined)
    return unreadable(caught)
  } finally {
    parser.destroy()
    await feeding.catch(() => undefined)
  }
  return feed.result()
}
