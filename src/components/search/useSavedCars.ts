'use client'

import { useEffect, useMemo, useState } from 'react'
import { isFavourite, toggleFavourite, type SavedCar } from '@/domain/favourites'
import { watchlistToast } from '@/domain/watchlistMessages'
import { useWatchlist } from '../data/hooks'
import { siteOfBasePath } from '../data/keys'
import { watchlistCars, withWatchlistCars } from '../data/watchlist'
import { readStored, store } from './localStore'

const FAVOURITES_KEY = 'favourites'
/** The car a signed-out shopper tried to save: saved once they come back signed in (spec §2 sign-in redirect). */
const PENDING_SAVE_KEY = 'dp:watchlist-pending-save'

type PendingSave = { id: string; name: string; site: string }

function takePendingSave(site: string): PendingSave | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_SAVE_KEY)
    if (!raw) return null
    window.sessionStorage.removeItem(PENDING_SAVE_KEY) // one try: never a loop of sign-in pages
    const pending = JSON.parse(raw) as PendingSave
    return pending.site === site && typeof pending.id === 'string' ? pending : null
  } catch {
    return null
  }
}

export type WatchlistToast = ReturnType<typeof watchlistToast>

export interface SavedCars {
  isSaved: (id: string) => boolean
  /** Saves or removes a car (`name` for the watchlist's toast). */
  toggle: (id: string, name: string) => void
  /** The watchlist's 'saved' or 'removed' message, until dismissed. */
  toast: WatchlistToast | null
  dismissToast: () => void
}

function logFavourite(eventId: number | null, id: string) {
  // Spec §4: adding a favourite logs analytics event 39.
  if (eventId !== null) (window.dataLayer ??= []).push({ event: 'favourite', eventId, car_id: id })
}

/**
 * The shopper's saved cars: favourites in localStorage, or on sites with a watchlist the signed-in shopper's list on
 * the server (read once the page hydrates; signed out, the list is empty and saving asks to sign in).
 */
export function useSavedCars(mode: string, basePath: string, announce: (text: string) => void): SavedCars {
  const watchlistMode = mode === 'watchlist'
  const [storedFavourites, setStoredFavourites] = useState<SavedCar[]>([])
  const [toast, setToast] = useState<WatchlistToast | null>(null)
  const watchlist = useWatchlist(watchlistMode ? siteOfBasePath(basePath) : null)
  const watchlistData = watchlist.data
  const favourites = useMemo(
    () => (watchlistMode ? watchlistCars(watchlistData) : storedFavourites),
    [watchlistMode, watchlistData, storedFavourites],
  )
  useEffect(() => {
    if (!watchlistMode) setStoredFavourites(readStored(FAVOURITES_KEY, []))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const setWatchlistCars = (cars: readonly SavedCar[]) =>
    void watchlist.mutate((current) => withWatchlistCars(current, cars), { revalidate: false })

  const onWatchlist = async (id: string, name: string) => {
    const before = favourites
    const next = toggleFavourite(favourites, id)
    setWatchlistCars(next.list) // optimistic: the list changes before the server answers (spec §4)
    const response = await fetch(`/api/watchlist/${next.added ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: Number(id), site: basePath.split('/')[2] || undefined }),
    }).catch(() => null)
    if (response?.status === 401) {
      setWatchlistCars(before)
      if (next.added) {
        const pending: PendingSave = { id, name, site: siteOfBasePath(basePath) || window.location.host }
        try {
          window.sessionStorage.setItem(PENDING_SAVE_KEY, JSON.stringify(pending))
        } catch {
          // Private mode without storage: the shopper saves the car again after signing in.
        }
      }
      const here = encodeURIComponent(`${window.location.pathname}${window.location.search}`)
      window.location.assign(`${basePath}/sign-in?type=watchlist&redirect=${here}&back=${here}`)
      return
    }
    const answer = response
      ? ((await response.json().catch(() => ({}))) as { success?: boolean; error?: string })
      : { success: false, error: 'The watchlist could not be reached.' }
    if (!response?.ok || !answer.success) {
      setWatchlistCars(before)
      window.alert(answer.error ?? 'The watchlist could not be updated. Please try again.')
      return
    }
    logFavourite(next.analyticsEventId, id)
    setToast(watchlistToast(next.added, name))
  }

  // Back from signing in: the car they tried to save is saved now (once the list says they are signed in).
  const signedIn = watchlistData?.signedIn === true
  useEffect(() => {
    if (!watchlistMode || !signedIn) return
    const pending = takePendingSave(siteOfBasePath(basePath) || window.location.host)
    if (pending && !isFavourite(favourites, pending.id)) void onWatchlist(pending.id, pending.name)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchlistMode, signedIn])

  const toggle = (id: string, name: string) => {
    if (watchlistMode) return void onWatchlist(id, name)
    const next = toggleFavourite(favourites, id)
    setStoredFavourites(next.list)
    store(FAVOURITES_KEY, next.list)
    logFavourite(next.analyticsEventId, id)
    announce(next.added ? 'Car saved to favourites' : 'Car removed from favourites')
  }

  return {
    isSaved: (id) => isFavourite(favourites, id),
    toggle,
    toast,
    dismissToast: () => setToast(null),
  }
}
