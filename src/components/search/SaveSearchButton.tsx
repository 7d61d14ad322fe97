'use client'

import { useState } from 'react'
import { searchSummary } from '@/domain/savedSearchMatch'
import type { SearchState } from '@/domain/searchUrl'
import styles from './SaveSearchButton.module.css'

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; name: string } | { kind: 'error'; text: string }

/**
 * Issue 30.1: saves the search on screen (query, filters, ranges, sort; not the page) for the signed-in shopper, with
 * a name they can change. Signed out, it asks them to sign in and brings them back to this search.
 */
export function SaveSearchButton({ state, basePath }: { state: SearchState; basePath: string }) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const summary = searchSummary(state)

  const save = async () => {
    setStatus({ kind: 'saving' })
    const kept: SearchState = { ...state, page: undefined }
    const response = await fetch('/api/saved-searches/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: kept, name: name.trim() || summary, site: basePath.split('/')[2] || undefined }),
    }).catch(() => null)
    if (response?.status === 401) {
      const here = encodeURIComponent(`${window.location.pathname}${window.location.search}`)
      window.location.assign(`${basePath}/sign-in?type=watchlist&redirect=${here}&back=${here}`)
      return
    }
    const answer = (await response?.json().catch(() => ({}))) as
      { success?: boolean; error?: string; saved_search?: { name: string } } | undefined
    if (!response?.ok || !answer?.success) {
      setStatus({ kind: 'error', text: answer?.error ?? 'The search could not be saved. Please try again.' })
      return
    }
    setStatus({ kind: 'saved', name: answer.saved_search?.name ?? summary })
    setOpen(false)
  }

  return (
    <div className={styles.box}>
      {open ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault()
            void save()
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
            Saved “{status.name}”. <a href={`${basePath}/watchlist`}>Manage saved searches and alerts</a>
          </>
        ) : status.kind === 'error' ? (
          status.text
        ) : null}
      </p>
    </div>
  )
}
