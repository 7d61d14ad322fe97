/**
 * Issue 39.8: the cars each change of an import touches, for the preview's list, its search and its CSV download,
 * and what an undo will do, in words. Pure: no I/O.
 */

/** To sell (missing from the feed), to reprice (old and new price), new, or a rejected row of the file. */
export type ChangeKind = 'sell' | 'reprice' | 'new' | 'rejected'

export type ChangedCar = {
  kind: ChangeKind
  stocknum: string
  /** Year, make, model and badge (or the car's own name), as staff recognise it on the yard. */
  car: string
  oldPrice?: number | null
  newPrice?: number | null
  /** A rejected row: its line in the file and why (every problem of the row). */
  line?: number
  reason?: string
}

export const CHANGE_KIND_TEXT: Record<ChangeKind, string> = {
  sell: 'To mark sold',
  reprice: 'New price',
  new: 'New car',
  rejected: 'Rejected row',
}

type CarLike = {
  stocknum?: string | null
  name?: string | null
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  price?: number | null
}

/** A car as staff name it: "2021 Toyota Corolla Ascent Sport", else its own name, else its stock number. */
export const carTitle = (car: CarLike): string =>
  [car.year, car.make, car.model, car.badge]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ') ||
  car.name ||
  car.stocknum ||
  ''

const priceOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * The change list of a plan: cars to mark sold, cars whose price changes (old and new), new cars, and rejected rows
 * (one entry per line, every reason of it). Other updates (a new photo, a changed description) are counted in the
 * summary, not listed: they change nothing a dealer checks before applying.
 */
export function importChangeList({
  stored,
  plan,
  errors,
}: {
  stored: readonly { id: string | number }[]
  plan: {
    create: readonly object[]
    update: readonly { id: string | number; changes: object }[]
    markSold: readonly { id: string | number }[]
  }
  errors: readonly { line: number; field: string; reason: string; stocknum?: string }[]
}): ChangedCar[] {
  const byId = new Map(stored.map((car) => [String(car.id), car as CarLike]))
  const list: ChangedCar[] = []
  for (const { id } of plan.markSold) {
    const car = byId.get(String(id))
    if (car) list.push({ kind: 'sell', stocknum: car.stocknum ?? '', car: carTitle(car), oldPrice: priceOf(car.price) })
  }
  for (const { id, changes } of plan.update) {
    if (!('price' in changes)) continue
    const car = byId.get(String(id))
    if (!car) continue
    list.push({
      kind: 'reprice',
      stocknum: car.stocknum ?? '',
      car: carTitle({ ...car, ...(changes as CarLike) }),
      oldPrice: priceOf(car.price),
      newPrice: priceOf((changes as CarLike).price),
    })
  }
  for (const car of plan.create as CarLike[])
    list.push({ kind: 'new', stocknum: car.stocknum ?? '', car: carTitle(car), newPrice: priceOf(car.price) })
  const rows = new Map<number, ChangedCar>()
  for (const error of [...errors].sort((a, b) => a.line - b.line)) {
    const reason = `${error.field}: ${error.reason}`
    const row = rows.get(error.line)
    if (row) {
      row.reason = `${row.reason}; ${reason}`
      if (!row.stocknum && error.stocknum) row.stocknum = error.stocknum
    } else rows.set(error.line, { kind: 'rejected', stocknum: error.stocknum ?? '', car: '', line: error.line, reason })
  }
  list.push(...rows.values())
  return list
}

const KINDS = new Set<string>(['sell', 'reprice', 'new', 'rejected'])
export const isChangeKind = (value: unknown): value is ChangeKind => typeof value === 'string' && KINDS.has(value)

/** The entries of one kind (or all) whose stock number, car or reason contains every word of the search. */
export function filterChanges(list: readonly ChangedCar[], query = '', kind?: ChangeKind | null): ChangedCar[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return list.filter((entry) => {
    if (kind && entry.kind !== kind) return false
    if (words.length === 0) return true
    const text = `${entry.stocknum} ${entry.car} ${entry.reason ?? ''} ${entry.line ?? ''}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that
 * some strip first) gets a leading apostrophe: a feed's text cannot become a formula on a dealer's computer.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const CHANGES_CSV_HEADER = ['Change', 'Stock number', 'Car', 'Old price', 'New price', 'Line', 'Reason']

/** The change list as CSV lines (header first, CRLF), one at a time, for a streamed download. */
export function* changesCsvLines(list: Iterable<ChangedCar>): Generator<string> {
  yield `${CHANGES_CSV_HEADER.map(csvCell).join(',')}\r\n`
  for (const entry of list)
    yield `${[
      CHANGE_KIND_TEXT[entry.kind],
      entry.stocknum,
      entry.car,
      entry.oldPrice,
      entry.newPrice,
      entry.line,
      entry.reason,
    ]
      .map(csvCell)
      .join(',')}\r\n`
}

/** The download's file name: the uploaded file's name, in letters, digits, dot, dash and underscore only. */
export function changesCsvFilename(importId: number, uploadedName?: string | null): string {
  const base = (uploadedName ?? '')
    .replace(/^.*[/\\]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
  return `stock-import-${importId}${base ? `-${base}` : ''}-changes.csv`
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

const sentence = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`

/** What undoing an applied import does, from its undo record: "Undo will remove 600 cars and restore 12 prices." */
export function undoPlanText(undo: {
  created?: readonly unknown[]
  updated?: readonly { before?: Record<string, unknown> | null }[]
  sold?: readonly unknown[]
}): string {
  const created = undo.created?.length ?? 0
  const updated = undo.updated ?? []
  const prices = updated.filter((u) => u.before && 'price' in u.before).length
  const others = updated.length - prices
  const sold = undo.sold?.length ?? 0
  const parts = [
    created ? `remove ${count(created, 'car')} it added` : '',
    prices ? `restore ${count(prices, 'price')}` : '',
    others ? `put back the other changes to ${count(others, 'car')}` : '',
    sold ? `list ${count(sold, 'car')} again that it marked sold` : '',
  ].filter(Boolean)
  return parts.length ? `Undo will ${sentence(parts)}.` : 'Undo will change no car.'
}
