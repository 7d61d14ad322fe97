import type { liteClient } from 'algoliasearch/lite'

/** The requester a search client sends its HTTP requests through (algoliasearch's transporter calls `send`). */
export type SearchRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>
type SendRequest = Parameters<SearchRequester['send']>[0]
type SendResponse = Awaited<ReturnType<SearchRequester['send']>>

/**
 * The query parameter that names a search call (so its request can be aborted); taken off the URL before sending.
 * algoliasearch takes no abort signal, but passes a call's query parameters through to the requester.
 */
export const SEARCH_CALL_PARAM = 'x-dealer-search-call'

/** One more try after a timeout, a dropped connection or a 5xx: with one host, algoliasearch itself tries once. */
const RETRIES = 1
const RETRY_DELAY_MS = 400

export interface AbortableRequester {
  requester: SearchRequester
  /**
   * Query parameters that tie a call to `signal` (aborting it cancels that call's HTTP request); release them when
   * the call has ended.
   */
  track(signal: AbortSignal): { queryParameters: Record<string, string>; release: () => void }
}

const abortError = () => new DOMException('The search was superseded.', 'AbortError')

function callOf(url: string): { url: string; call: string | null } {
  const match = new RegExp(`([?&])${SEARCH_CALL_PARAM}=([^&]*)(&?)`).exec(url)
  if (!match) return { url, call: null }
  const rest = `${url.slice(0, match.index)}${match[3] ? match[1] : ''}${url.slice(match.index + match[0].length)}`
  return { url: rest.replace(/[?&]$/, ''), call: decodeURIComponent(match[2] ?? '') }
}

/**
 * A fetch requester whose requests a newer search can abort (issue 39.7: a superseded search's answer kept the
 * connection busy on a slow phone until the newer one timed out) and that retries a failed request once.
 */
export function abortableRequester(fetchImpl: typeof fetch = (...args) => fetch(...args)): AbortableRequester {
  const signals = new Map<string, AbortSignal>()
  let calls = 0

  async function once(url: string, request: SendRequest, outer: AbortSignal | undefined): Promise<SendResponse> {
    const controller = new AbortController()
    let timedOut = false
    const onAbort = () => controller.abort()
    outer?.addEventListener('abort', onAbort)
    let timer = setTimeout(() => ((timedOut = true), controller.abort()), request.connectTimeout)
    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers: request.headers,
        // A string, or gzip bytes when compression is on (it is not in browsers); both are valid bodies.
        body: (request.data ?? null) as BodyInit | null,
        signal: controller.signal,
      })
      clearTimeout(timer)
      timer = setTimeout(() => ((timedOut = true), controller.abort()), request.responseTimeout)
      const content = await response.text()
      return { content, isTimedOut: false, status: response.status }
    } catch (error) {
      if (outer?.aborted) throw abortError()
      return { content: error instanceof Error ? error.message : 'Network error', isTimedOut: timedOut, status: 0 }
    } finally {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onAbort)
    }
  }

  const requester: SearchRequester = {
    async send(request) {
      const { url, call } = callOf(request.url)
      const outer = call === null ? undefined : signals.get(call)
      if (outer?.aborted) throw abortError()
      for (let attempt = 0; ; attempt++) {
        const response = await once(url, request, outer)
        const failed = response.isTimedOut || response.status === 0 || response.status >= 500
        if (!failed || attempt >= RETRIES) return response
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)))
        if (outer?.aborted) throw abortError()
      }
    },
  }

  return {
    requester,
    track(signal) {
      const call = String(++calls)
      signals.set(call, signal)
      return { queryParameters: { [SEARCH_CALL_PARAM]: call }, release: () => signals.delete(call) }
    },
  }
}
