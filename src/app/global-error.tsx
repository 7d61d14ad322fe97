'use client'

import { useEffect } from 'react'
import { postClientError } from '@/components/ClientErrorReporter'

/**
 * The outermost React error boundary (Next takes it from the app folder's root only, for both root layouts): a render
 * error nothing else caught is reported to the server (POST /api/client-errors, with Next's digest when the error
 * came from the server; on the platform host, where no site is named, the endpoint answers 400 and nothing is
 * reported) and the visitor gets a way on.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => postClientError('render', error, undefined, error.digest), [error])
  return (
    <html lang="en">
      <body>
        <main id="main">
          <h1>Something went wrong</h1>
          <p>Sorry, this page could not be shown.</p>
          <button type="button" onClick={() => reset()}>
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
