'use client'

import { useEffect, useRef, useState } from 'react'
import { searchSummary } from '@/domain/savedSearchMatch'
import { pendingSaveFor, type SavedSearchMode, searchKey } from '@/domain/savedSearchInput'
import type { SearchState } from '@/domain/searchUrl'
import styles from './SaveSearchButton.module.css'

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; name: string }
  | { kind: 'check-email'; name: string }
  | { kind: 'error'; text: string }

/** Issue 39.5: one save waiting for sign-in per tab (sessionStorage), finished on return to the same search. */
const PENDING_KEY = 'dp-pending-saved-search'

const site = (basePath: string) => basePath.split('/')[2] || undefined

function readPending(): unknown {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

function storePending(state: SearchState, name: string) {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ key: searchKey(state), name, at: Date.now() }))
  } catch {
    // Storage off (private mode): the shopper saves again after signing in.
  }
}

function clearPending() {
  try {
    window.sessionStorage.removeItem(PENDING_KEY)
  } catch {
    // nothing kept
  }
}

type Answer = { success?: boolean; error?: string; saved_search?: { name: string } } | undefined

/**
 * Issue 30.1 and 39.5: saves the search on screen (query, filters, ranges, sort; not the page) with a name the shopper
 * can change. On watchlist sites it is saved for the signed-in shopper; signed out, the save waits in this tab while
 * they sign in and is finished (checked by the server as a fresh save) when they come back to the same search. Other
 * sites save it for an e-mail address, started by the link of a confirmation e-mail.
 */
export function SaveSearchButton({
  state,
  basePath,
  by = 'phone',
  consent = '',
}: {
  state: SearchState
  basePath: string
  by?: SavedSearchMode
  consent?: string
}) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const summary = searchSummary(state)
  const resumed = useRef(false)

  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, site: site(basePath) }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => ({}))) as Answer
    return { response, answer }
  }

  const savePhone = async (savedName: string, afterSignIn: boolean) => {
    setStatus({ kind: 'saving' })
    const kept: SearchState = { ...state, page: undefined }
    const { response, answer } = await post('/api/saved-searches/save', { state: kept, name: savedName })
    if (response?.status === 401 && !afterSignIn) {
      storePending(kept, savedName)
      const here = encodeURIComponent(`${window.location.pathname}${window.location.search}`)
      window.location.assign(`${basePath}/sign-in?type=watchlist&redirect=${here}&back=${here}`)
      return
    }
    if (!response?.ok || !answer?.success) {
      setStatus({ kind: 'error', text: answer?.error ?? 'The search could not be saved. Please try again.' })
      return
    }
    setStatus({ kind: 'saved', name: answer.saved_search?.name ?? savedName })
    setOpen(false)
  }

  const saveEmail = async () => {
    setStatus({ kind: 'saving' })
    const kept: SearchState = { ...state, page: undefined }
    const savedName = name.trim() || summary
    const { response, answer } = await post('/api/saved-searches/email', {
      state: kept,
      name: savedName,
      email: email.trim(),
      consent: agreed,
    })
    if (!response?.ok || !answer?.success) {
      setStatus({ kind: 'error', text: answer?.error ?? 'The search could not be saved. Please try again.' })
      return
    }
    setStatus({ kind: 'check-email', name: answer.saved_search?.name ?? savedName })
    setOpen(false)
  }

  // Back from signing in: the save started before it finishes now, once, and only on the search it was started on.
  useEffect(() => {
    if (by !== 'phone' || resumed.current) return
    resumed.current = true
    const pending = pendingSaveFor(readPending(), { ...state, page: undefined }, Date.now())
    if (!pending) return
    clearPending()
    // After this render (the save's status updates are the request's, not the effect's).
    void Promise.resolve().then(() => savePhone(pending.name, true))
    // Only on the first render of the page the sign-in brought the shopper back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className={styles.box}>
      {open ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault()
            void (by === 'email' ? saveEmail() : savePhone(name.trim() || summary, false))
          }}
        >
          <label className={styles.label}>
            <span>Name this search</span>
            <input
              className={styles.input}
              value={name}
              maxLength={80}
              placeholder={summary}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          {by === 'email' ? (
            <>
              <label className={styles.label}>
                <span>Your e-mail address</span>
                <input
                  className={styles.input}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  maxLength={320}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
              <label className={styles.consent}>
                <input type="checkbox" required checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
                <span>{consent}</span>
              </label>
            </>
          ) : null}
          <button type="submit" className="button" disabled={status.kind === 'saving'}>
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Save search
        </button>
      )}
      <p role="status" className={styles.status}>
        {status.kind === 'saved' ? (
          <>
            Search saved: “{status.name}”. <a href={`${basePath}/watchlist`}>Manage saved searches and alerts</a>
          </>
        ) : status.kind === 'check-email' ? (
          <>
            Check your e-mail: press the link in it to start alerts for “{status.name}”. Nothing is sent until you do.
          </>
        ) : status.kind === 'error' ? (
          status.text
        ) : null}
      </p>
    </div>
  )
}
