'use client'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { ok: boolean; message: string }

/**
 * A button that POSTs to one of our admin endpoints and shows the answer's message next to it (success or the
 * reason it failed), in plain words from the server.
 */
export function AdminAction({
  label,
  url,
  testId,
  onSuccess,
}: {
  label: string
  url: string | null
  testId: string
  /** Runs after a successful answer; what it returns (a later message) replaces the server's message. */
  onSuccess?: () => Promise<string | null>
}) {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const run = async () => {
    if (!url) return
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setAnswer({
        ok: response.ok,
        message: body.message ?? body.error ?? (response.ok ? 'Done.' : `Failed (HTTP ${response.status}).`),
      })
      const later = response.ok && onSuccess ? await onSuccess() : null
      if (later) setAnswer({ ok: true, message: later })
    } catch {
      setAnswer({ ok: false, message: 'No answer from the server. Check the connection and try again.' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="admin-action" data-testid={testId}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || !url} onClick={run}>
        {busy ? 'Sending…' : label}
      </Button>
      {answer ? (
        <p
          role="status"
          className={`admin-action__message${answer.ok ? '' : ' admin-action__message--error'}`}
          data-testid={`${testId}-answer`}
        >
          {answer.message}
        </p>
      ) : !url ? (
        <p className="admin-action__message">Save first.</p>
      ) : null}
    </div>
  )
}
