'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { Locale } from '@/domain/types'

const known = new Map<string, Promise<Locale>>()

/** The locale of one site, read once per admin page load (rows of one document share it). */
function localeOfSite(id: string): Promise<Locale> {
  let found = known.get(id)
  if (!found) {
    found = fetch(`/api/sites/${encodeURIComponent(id)}?depth=0&select[locale]=true`, { credentials: 'include' })
      .then((r) => (r.ok ? (r.json() as Promise<{ locale?: Locale | null }>) : {}))
      .then((site: { locale?: Locale | null }) => site.locale ?? 'en-AU')
      .catch(() => 'en-AU' as Locale)
    known.set(id, found)
  }
  return found
}

/** The locale of the site the document being edited belongs to (its `site` field), en-AU until it is known. */
export function useSiteLocale(): Locale {
  const siteField = useFormFields(([fields]) => fields.site?.value)
  const id =
    siteField && typeof siteField === 'object' && 'id' in siteField
      ? String((siteField as { id: unknown }).id)
      : siteField !== undefined && siteField !== null && siteField !== ''
        ? String(siteField)
        : null
  const [locale, setLocale] = useState<Locale>('en-AU')
  useEffect(() => {
    if (id) void localeOfSite(id).then(setLocale)
  }, [id])
  return locale
}
