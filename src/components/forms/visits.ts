/** The shopper's trail through the site this visit (lead_attributes.visited_pages) and the landing page's query (linked_query_params). */

const VISITED_KEY = 'dp:visited-pages'
const PARAMS_KEY = 'dp:landing-params'
const MAX_PAGES = 20
const MAX_PARAMS = 20

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : fallback
  } catch {
    return fallback
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or storage full: the trail is a nice-to-have.
  }
}

/** Records the current page (path and query), once per consecutive visit; the first page's query is kept as the landing parameters. */
export function recordVisit(): void {
  if (typeof window === 'undefined') return
  const here = `${window.location.pathname}${window.location.search}`.slice(0, 500)
  const pages = read<string[]>(VISITED_KEY, [])
  if (pages.at(-1) !== here) write(VISITED_KEY, [...pages, here].slice(-MAX_PAGES))
  if (window.sessionStorage.getItem(PARAMS_KEY) === null) {
    const params: Record<string, string> = {}
    for (const [key, value] of new URLSearchParams(window.location.search)) {
      if (Object.keys(params).length >= MAX_PARAMS) break
      params[key.slice(0, 60)] = value.slice(0, 200)
    }
    write(PARAMS_KEY, params)
  }
}

export function leadAttributes(): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  if (typeof window === 'undefined') return { visited_pages: [], linked_query_params: {} }
  return {
    visited_pages: read<string[]>(VISITED_KEY, []).slice(-MAX_PAGES),
    linked_query_params: read<Record<string, string>>(PARAMS_KEY, {}),
  }
}
