import type { CollectionSlug, Where } from 'payload'

export type SiteRef = number | string

const DAY_MS = 24 * 60 * 60 * 1000

/** The seven days from the start of today (server time): "this week" on the dashboard. */
export function thisWeek(now: Date): { from: string; to: string } {
  const start = new Date(now)
  start.setHours(0, 0, 0, 0)
  return { from: start.toISOString(), to: new Date(start.getTime() + 7 * DAY_MS).toISOString() }
}

/** Each dashboard figure: what it counts, for one site, and the admin list that shows the same documents. */
export type FigureKey = 'newLeads' | 'toConfirm' | 'offersThisWeek' | 'inStock' | 'comingSoon'
export type FigureQuery = { collection: CollectionSlug; where: Where }

export function dashboardQueries(now: Date): Record<FigureKey, FigureQuery> {
  const week = thisWeek(now)
  const inWeek = (field: string): Where => ({
    and: [{ [field]: { greater_than_equal: week.from } }, { [field]: { less_than: week.to } }],
  })
  return {
    newLeads: { collection: 'leads', where: { followUp: { equals: 'new' } } },
    toConfirm: { collection: 'reservations', where: { status: { equals: 'held' } } },
    offersThisWeek: { collection: 'offers', where: { or: [inWeek('startsAt'), inWeek('expiresAt')] } },
    inStock: { collection: 'cars', where: { status: { equals: 'in_stock' } } },
    comingSoon: { collection: 'cars', where: { status: { equals: 'coming_soon' } } },
  }
}

/** The same figure's query restricted to one site. */
export const forSite = (site: SiteRef, where: Where): Where => ({ and: [{ site: { equals: site } }, where] })

/** `where` as the admin list view reads it from its query string (qs brackets). */
export function whereQuery(where: Where): string {
  const params: string[] = []
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`))
    else if (value && typeof value === 'object')
      Object.entries(value as Record<string, unknown>).forEach(([k, v]) => walk(v, `${key}[${k}]`))
    else params.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, 'where')
  return params.join('&')
}

/** The last stock import as the dashboard shows it: when it ran, and its counts (none while waiting or failed). */
export type LastImport = {
  id: number | string
  status: string
  when: string
  counts: { created: number; updated: number; sold: number; rejected: number } | null
  message?: string | null
}

type ImportDoc = {
  id: number | string
  status?: string | null
  createdAt: string
  finishedAt?: string | null
  message?: string | null
  summary?: { created?: number | null; updated?: number | null; sold?: number | null; rejected?: number | null } | null
}

export function lastImport(doc: ImportDoc | undefined): LastImport | null {
  if (!doc) return null
  const status = doc.status ?? 'queued'
  const s = doc.summary ?? {}
  return {
    id: doc.id,
    status,
    when: doc.finishedAt ?? doc.createdAt,
    counts:
      status === 'done' || status === 'done-rejected'
        ? { created: s.created ?? 0, updated: s.updated ?? 0, sold: s.sold ?? 0, rejected: s.rejected ?? 0 }
        : null,
    message: doc.message,
  }
}

/** What the dashboard says of an import that has no counts to show (yet). */
export const lastImportNote = ({ status, message }: Pick<LastImport, 'status' | 'message'>): string =>
  status === 'failed' || status === 'refused'
    ? `${status === 'failed' ? 'Failed' : 'Refused'}: ${message ?? ''}`
    : status === 'confirm'
      ? `Waiting for confirmation: ${message ?? ''}`
      : status === 'preview'
        ? 'Ready to apply: open it to check and apply'
        : status === 'undone'
          ? 'Undone'
          : 'Still importing'

/** "25 Nov 2026, 6:40 pm" in the server's time zone. */
export const importTime = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  })

/** A dealership whose last scheduled feed pull failed, as the dashboard lists it. */
export type FeedPullFailure = { id: number | string; name: string; when: string | null; error: string }

type DealershipDoc = {
  id: number | string
  name?: string | null
  feedPull?: { lastPulledAt?: string | null; lastError?: string | null } | null
}

export const feedPullFailures = (docs: DealershipDoc[]): FeedPullFailure[] =>
  docs
    .filter((d) => Boolean(d.feedPull?.lastError))
    .map((d) => ({
      id: d.id,
      name: d.name ?? '',
      when: d.feedPull?.lastPulledAt ?? null,
      error: d.feedPull!.lastError!,
    }))
