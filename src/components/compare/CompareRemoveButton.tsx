'use client'

const COMPARE_KEY = 'compare'

/** Takes a car off the compare list kept in the browser (the search's Compare ticks) and reloads the page without it. */
export function CompareRemoveButton({ id, label }: { id: number; label: string }) {
  const remove = () => {
    const url = new URL(window.location.href)
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter((v) => v && v !== String(id))
    try {
      const stored = JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? '[]') as Array<string | number>
      window.localStorage.setItem(COMPARE_KEY, JSON.stringify(stored.filter((v) => String(v) !== String(id))))
    } catch {
      // Storage blocked: the URL alone decides what is compared.
    }
    // Commas kept as they are (URLSearchParams would write %2C).
    window.location.assign(`${url.pathname}${ids.length ? `?ids=${ids.join(',')}` : ''}`)
  }
  return (
    <button type="button" className="button button--secondary" onClick={remove} aria-label={label}>
      Remove
    </button>
  )
}
