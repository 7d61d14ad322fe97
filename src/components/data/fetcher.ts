/**
 * The shared SWR fetcher for the browser's GET reads (issue 18 point 8): JSON from a same-origin URL, throwing a
 * FetchError that carries the HTTP status on any non-2xx answer, so components see it as SWR's `error`.
 */
export class FetchError extends Error {
  readonly status: number
  readonly url: string

  constructor(url: string, status: number) {
    super(`GET ${url} answered ${status}`)
    this.name = 'FetchError'
    this.url = url
    this.status = status
  }
}

/** GET `url` and parse its JSON body; non-2xx answers throw a FetchError with the status, network errors reject as fetch does. */
export async function fetchJson<T>(url: string, fetchImpl: typeof fetch = fetch): Promise<T> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new FetchError(url, response.status)
  return (await response.json()) as T
}
