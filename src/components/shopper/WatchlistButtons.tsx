'use client'

import { useState } from 'react'

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json().catch(() => ({}))) as { success?: boolean; error?: string }
}

export function WatchlistRemoveButton({ site, carId, name }: { site: string; carId: number; name: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-label={`Remove ${name} from your watchlist`}
      onClick={async () => {
        setBusy(true)
        const answer = await post('/api/watchlist/remove-car', { car_id: carId, site })
        if (answer.success) window.location.reload()
        else {
          setBusy(false)
          window.alert(answer.error ?? 'The car could not be removed. Please try again.')
        }
      }}
    >
      Remove
    </button>
  )
}

export function SignOutButton({ site, home }: { site: string; home: string }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={async () => {
        await post('/api/sign-out', { site })
        window.location.assign(home)
      }}
    >
      Sign out
    </button>
  )
}
