'use client'

import { type FormEvent, useId, useState } from 'react'
import { autoSelectedOption } from '@/domain/locations'
import { localeSpelling } from '@/domain/localeSpelling'
import { checkPostcode, POSTCODE_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '@/domain/postcode'
import type { Locale } from '@/domain/types'
import styles from './LocationSelectors.module.css'

export type SelectorLocation = {
  id: string
  name: string
  address: string
  phone: string | null
  phoneHref: string | null
  href: string
  directions: string | null
}

type Labels = {
  postcodeTitle: string
  postcode: string
  find: string
  dealershipTitle: string
  dealership: string
  choose: string
  nearest: string
  view: string
  directions: string
}

type Props = {
  endpoint: string
  locations: SelectorLocation[]
  labels: Labels
  directionsNewTab: boolean
  locale?: Locale
}

/**
 * Postcode and dealership selectors (content spec §2): the postcode finds the nearest location by distance through
 * the site's geocoding adapter; the dealership select is set automatically when only one option exists.
 */
export function LocationSelectors({ endpoint, locations, labels, directionsNewTab, locale }: Props) {
  const postcodeId = useId()
  const errorId = useId()
  const selectId = useId()
  const [postcode, setPostcode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [nearest, setNearest] = useState<{ location: SelectorLocation; distance: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [selected, setSelected] = useState<string>(autoSelectedOption(locations)?.id ?? '')
  const chosen = locations.find((l) => l.id === selected) ?? null

  async function find(event: FormEvent) {
    event.preventDefault()
    const check = checkPostcode(postcode, locale)
    if (!check.ok) {
      setError(check.message)
      setNearest(null)
      return
    }
    setBusy(true)
    try {
      const response = await fetch(`${endpoint}?postcode=${encodeURIComponent(check.postcode)}`)
      const body = (await response.json()) as { error?: string; locationId?: string; distance?: string }
      const location = locations.find((l) => l.id === body.locationId)
      if (!response.ok || !location) {
        setError(body.error ?? localeSpelling('Invalid postcode', locale))
        setNearest(null)
      } else {
        setError(null)
        setNearest({ location, distance: body.distance ?? '' })
      }
    } catch {
      setError(localeSpelling('Invalid postcode', locale))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.selectors}>
      <form className={styles.panel} onSubmit={find} noValidate>
        <h3>{labels.postcodeTitle}</h3>
        <div className={styles.field}>
          <label htmlFor={postcodeId}>{labels.postcode}</label>
          <input
            id={postcodeId}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={locale === 'en-US' ? ZIP_CODE_MAX_LENGTH : POSTCODE_MAX_LENGTH}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
          <button type="submit" className="button" disabled={busy}>
            {labels.find}
          </button>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {nearest ? (
          <Result
            title={`${labels.nearest}: ${nearest.distance}`}
            location={nearest.location}
            labels={labels}
            newTab={directionsNewTab}
          />
        ) : null}
      </form>
      <div className={styles.panel}>
        <h3>{labels.dealershipTitle}</h3>
        <div className={styles.field}>
          <label htmlFor={selectId}>{labels.dealership}</label>
          <select id={selectId} value={selected} onChange={(e) => setSelected(e.target.value)}>
            <option value="">{labels.choose}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        {chosen ? <Result location={chosen} labels={labels} newTab={directionsNewTab} /> : null}
      </div>
    </div>
  )
}

function Result({
  title,
  location,
  labels,
  newTab,
}: {
  title?: string
  location: SelectorLocation
  labels: Labels
  newTab: boolean
}) {
  return (
    <div className={styles.result} aria-live="polite">
      {title ? <p>{title}</p> : null}
      <h4>{location.name}</h4>
      <p>{location.address}</p>
      {location.phone && location.phoneHref ? (
        <p>
          <a href={location.phoneHref}>{location.phone}</a>
        </p>
      ) : null}
      <div className={styles.links}>
        <a href={location.href}>{labels.view}</a>
        {location.directions ? (
          <a href={location.directions} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {labels.directions}
          </a>
        ) : null}
      </div>
    </div>
  )
}
