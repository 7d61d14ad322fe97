'use client'

import useSWR, { type SWRConfiguration } from 'swr'
import type { AppointmentDay } from '@/domain/appointmentSlots'
import { type FetchError, fetchJson } from './fetcher'
import { financeDisclaimerKey, watchlistListKey } from './keys'
import type { WatchlistAnswer } from './watchlist'

export type FinanceDisclaimerAnswer = { car_id?: number; provider?: string | null; disclaimer?: string | null }
export type AppointmentSlotsAnswer = { timeZone?: string; location?: string; days: AppointmentDay[] }

/**
 * What the hand-made fetch code did, kept: one request when the data is first needed, no retry after an error, no
 * refetch on window focus or reconnect (those would be requests the pages never made).
 */
const ONCE: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false }

/**
 * The lender disclaimer, loaded only while `enabled` (the modal is open and the car does not carry it). Once loaded
 * it is not fetched again; after an error, the next opening tries again.
 */
export function useFinanceDisclaimer(carId: number, site: string, enabled: boolean) {
  return useSWR<FinanceDisclaimerAnswer, FetchError>(enabled ? financeDisclaimerKey(carId, site) : null, fetchJson, {
    ...ONCE,
    revalidateIfStale: false,
  })
}

/** The test-drive slots the appointments endpoint offers; fetched when the picker mounts (the dialog opens). */
export function useAppointmentSlots(slotsUrl: string) {
  return useSWR<AppointmentSlotsAnswer, FetchError>(slotsUrl, fetchJson, ONCE)
}

/**
 * The signed-in shopper's watchlist (also the browser's sign-in state: `signedIn`), read once the search page
 * hydrates when the site uses the watchlist; `null` site skips the read. Saves and removals update it with `mutate`.
 */
export function useWatchlist(site: string | null) {
  return useSWR<WatchlistAnswer, FetchError>(site === null ? null : watchlistListKey(site), fetchJson, ONCE)
}
