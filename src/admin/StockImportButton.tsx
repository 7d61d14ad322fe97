'use client'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * One of the import's actions (apply, confirm and apply, undo, apply again, plan again): POSTs to the import's endpoint
 * (src/stock/payload/stockImportActions.ts) and reloads the screen, which then follows the job. A refusal is
 * shown in the server's words.
 */
export function StockImportButton({
  importId,
  action,
  label,
  confirm = false,
  primary = false,
  ask,
}: {
  importId: number | string
  action: 'apply' | 'undo' | 'replan' | 'reapply'
  label: string
  confirm?: boolean
  primary?: boolean
  /** Issue 39.8: ask first, saying what the action will do; the answer is sent as the confirmation. */
  ask?: { text: string; yes: string }
}) {
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async () => {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/stock-imports/${importId}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(confirm || ask ? { confirm: true } : {}),
      })
      if (response.ok) return window.location.reload()
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      setError(body.error ?? `Failed (HTTP ${response.status}).`)
    } catch {
      setError('No answer from the server. Check the connection and try again.')
    }
    setBusy(false)
  }
  return (
    <div className="admin-action" data-testid={`import-${action}`}>
      {ask && asking ? (
        <div role="alertdialog" aria-labelledby={`import-${action}-question`} className="admin-action__confirm">
          <p id={`import-${action}-question`} data-testid={`import-${action}-question`}>
            {ask.text}
          </p>
          <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={run}>
            {busy ? 'Working…' : ask.yes}
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          buttonStyle={primary ? 'primary' : 'secondary'}
          size="small"
          margin={false}
          disabled={busy}
          onClick={ask ? () => setAsking(true) : run}
        >
          {busy ? 'Working…' : label}
        </Button>
      )}
      {error ? (
        <p role="alert" className="admin-action__message admin-action__message--error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
