'use client'

import { useEffect } from 'react'

/** What a page sends at most (a script in a loop would otherwise post forever); the server limits too. */
const MAX_REPORTS_PER_PAGE = 5
const sent = new Set<string>()

/**
 * Posts an error of this browser to POST /api/client-errors (issue 40.5), the server reports it like a request's
 * error, with the release. Same message and place once per page load; at most five. `site` is the /sites/{slug}
 * fallback's slug (on a dealer's own host the server takes the site from the host).
 */
export function postClientError(
  kind: 'error' | 'unhandledrejection' | 'render',
  error: unknown,
  site?: string,
  digest?: string,
): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown')
  const key = `${kind}:${err.name}:${err.message}`
  if (sent.size >= MAX_REPORTS_PER_PAGE || sent.has(key)) return
  sent.add(key)
  const body = JSON.stringify({
    kind,
    name: err.name.slice(0, 100),
    message: err.message.slice(0, 1000),
    ...(err.stack ? { stack: err.stack.slice(0, 6000) } : {}),
    page: window.location.pathname,
    ...(site ? { site } : {}),
    ...(digest ? { digest } : {}),
  })
  // keepalive: the report survives the page being left, as a beacon would, and keeps the Origin header.
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined)
}

/** Put once in the site's layout: uncaught errors and unhandled rejections of the page go to the server. */
export function ClientErrorReporter({ site }: { site?: string }) {
  useEffect(() => {
    const onError = (event: ErrorEvent) => postClientError('error', event.error ?? event.message, site)
    const onRejection = (event: PromiseRejectionEvent) => postClientError('unhandledrejection', event.reason, site)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [site])
  return null
}
