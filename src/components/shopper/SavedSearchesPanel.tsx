'use client'

import { useState } from 'react'
import type { SearchState } from '@/domain/searchUrl'
import { searchStateToUrl } from '@/domain/searchUrl'
import styles from './SavedSearchesPanel.module.css'

export interface SavedSearchView {
  id: number
  name: string
  state: SearchState
  paused: boolean
}

export interface AlertChoiceView {
  channel: 'sms' | 'email'
  email: string | null
  emailConfirmed: boolean
  consentAt: string
}

type Answer = {
  success?: boolean
  error?: string
  saved_searches?: SavedSearchView[]
  alerts?: AlertChoiceView | null
}

async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  return ((await response?.json().catch(() => null)) as Answer | null) ?? { error: 'Please try again.' }
}

export interface SavedSearchesPanelProps {
  site: string
  basePath: string
  searches: SavedSearchView[]
  alerts: AlertChoiceView | null
  /** The consent wording for each channel, as stored with the shopper's agreement. */
  consent: { sms: string; email: string }
}

/**
 * Issue 30.1/30.2 on the watchlist page: the shopper's saved searches (open, rename, pause, delete) and how alerts
 * reach them (SMS to the signed-in number, or e-mail after its confirmation), with the consent wording they agree to.
 */
export function SavedSearchesPanel(props: SavedSearchesPanelProps) {
  const [searches, setSearches] = useState(props.searches)
  const [alerts, setAlerts] = useState(props.alerts)
  const [renaming, setRenaming] = useState<number | null>(null)
  const [newName, setNewName] = useState('')
  const [message, setMessage] = useState('')
  const [channel, setChannel] = useState<'sms' | 'email'>(props.alerts?.channel ?? 'sms')
  const [email, setEmail] = useState(props.alerts?.email ?? '')
  const [consent, setConsent] = useState(false)

  const apply = (answer: Answer, done: string) => {
    if (!answer.success) return setMessage(answer.error ?? 'Please try again.')
    if (answer.saved_searches) setSearches(answer.saved_searches)
    if (answer.alerts !== undefined) setAlerts(answer.alerts)
    setMessage(done)
  }
  const change = async (path: string, body: Record<string, unknown>, done: string) =>
    apply(await post(path, { ...body, site: props.site }), done)

  return (
    <section className={`container section ${styles.panel}`} aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {searches.length === 0 ? (
        <p>
          No saved searches yet. Use “Save search” on the <a href={`${props.basePath}/search`}>search page</a>.
        </p>
      ) : (
        <ul className={styles.list}>
          {searches.map((s) => (
            <li key={s.id} className={styles.item} data-testid="saved-search">
              {renaming === s.id ? (
                <form
                  className={styles.rename}
                  onSubmit={(e) => {
                    e.preventDefault()
                    setRenaming(null)
                    void change('/api/saved-searches/update', { id: s.id, name: newName }, 'Search renamed.')
                  }}
                >
                  <label>
                    <span className="visually-hidden">New name for {s.name}</span>
                    <input
                      className={styles.input}
                      value={newName}
                      maxLength={80}
                      required
                      onChange={(e) => setNewName(e.target.value)}
                    />
                  </label>
                  <button type="submit" className="button">
                    Save name
                  </button>
                </form>
              ) : (
                <div className={styles.name}>
                  <a href={`${props.basePath}${searchStateToUrl(s.state)}`}>{s.name}</a>
                  <span className={styles.state}>{s.paused ? 'Paused' : 'Alerts on'}</span>
                </div>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Rename ${s.name}`}
                  onClick={() => {
                    setRenaming(s.id)
                    setNewName(s.name)
                  }}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`${s.paused ? 'Resume' : 'Pause'} ${s.name}`}
                  onClick={() =>
                    void change(
                      '/api/saved-searches/update',
                      { id: s.id, paused: !s.paused },
                      s.paused ? 'Alerts resumed.' : 'Alerts paused.',
                    )
                  }
                >
                  {s.paused ? 'Resume' : 'Pause'}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Delete ${s.name}`}
                  onClick={() => void change('/api/saved-searches/delete', { id: s.id }, 'Search deleted.')}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2>Alerts</h2>
      <p data-testid="alert-status">
        {!alerts
          ? 'Alerts are off. Choose how to get them: at most one message a day.'
          : alerts.channel === 'sms'
            ? 'Alerts come by SMS to your number, at most one a day.'
            : alerts.emailConfirmed
              ? `Alerts come by e-mail to ${alerts.email}, at most one a day.`
              : `Check ${alerts.email} and open the link we sent to confirm your alerts.`}
      </p>
      <form
        className={styles.alerts}
        onSubmit={(e) => {
          e.preventDefault()
          void change(
            '/api/alerts/preferences',
            { channel, email: channel === 'email' ? email : undefined, consent },
            'Alert choice saved.',
          )
        }}
      >
        <fieldset className={styles.channels}>
          <legend>Send alerts by</legend>
          <label>
            <input type="radio" name="channel" checked={channel === 'sms'} onChange={() => setChannel('sms')} /> SMS
          </label>
          <label>
            <input type="radio" name="channel" checked={channel === 'email'} onChange={() => setChannel('email')} />{' '}
            E-mail
          </label>
        </fieldset>
        {channel === 'email' ? (
          <label className={styles.field}>
            <span>E-mail address</span>
            <input
              className={styles.input}
              type="email"
              value={email}
              autoComplete="email"
              required
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
        ) : null}
        <label className={styles.consent}>
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} required />
          <span>{props.consent[channel]}</span>
        </label>
        <button type="submit" className="button">
          Save alert choice
        </button>
      </form>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </section>
  )
}
