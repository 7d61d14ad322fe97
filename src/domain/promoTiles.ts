import { TZDate } from '@date-fns/tz'
import type { SearchState } from './searchUrl'
import type { PromoNode } from './types'
import { DEFAULT_TIME_ZONE } from './siteTimeZone'

/**
 * Epoch ms of a tile time. Times with Z or an offset ('2025-01-01T00:00:00+10:00') are exact; 'YYYY-MM-DD' and
 * 'YYYY-MM-DDTHH:mm[:ss]' are read in `timeZone` (an IANA name or an offset such as '+10:00').
 */
export function promoTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim())
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local
    const ms = new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), timeZone).getTime()
    return Number.isFinite(ms) ? ms : null
  }
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

/** Spec: promo nodes appear only between start (inclusive) and expiry (exclusive); a missing end is open. */
export function isPromoActive(
  tile: Pick<PromoNode, 'start' | 'expiry'>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const t = now.getTime()
  if (tile.start) {
    const start = promoTime(tile.start, timeZone)
    if (start === null || t < start) return false
  }
  if (tile.expiry) {
    const expiry = promoTime(tile.expiry, timeZone)
    if (expiry === null || t >= expiry) return false
  }
  return true
}

/**
 * Spec: a display restriction limits a tile by condition: without strictDisplay the search must meet every one
 * of the tile's conditions (it may meet more); with strictDisplay it must meet exactly those conditions.
 * A tile without conditions shows everywhere.
 */
export function matchesPromoDisplay(
  tile: Pick<PromoNode, 'display' | 'strictDisplay'>,
  conditions: readonly string[],
): boolean {
  const wanted = new Set(tile.display ?? [])
  if (wanted.size === 0) return true
  const present = new Set(conditions)
  const all = [...wanted].every((c) => present.has(c))
  return tile.strictDisplay ? all && present.size === wanted.size : all
}

/** Conditions a search meets: each selected car type ('new', 'used', 'demo'), 'make' and 'model' when refined. */
export function searchConditions(state: SearchState): string[] {
  const conditions = [...new Set(state.refinements?.car_type ?? [])]
  if ((state.refinements?.make?.length ?? 0) > 0) conditions.push('make')
  if ((state.refinements?.model?.length ?? 0) > 0) conditions.push('model')
  return conditions
}

export type ResultItem<H, T> = { type: 'hit'; hit: H } | { type: 'promo'; tile: T }

export interface InsertPromoOptions {
  now: Date
  conditions: readonly string[]
  timeZone?: string
}

/**
 * Spec: promotional tiles are inserted into results at set positions (for example 6, 8 and 17): a tile at
 * position p becomes item p of the list (1-based), counting earlier tiles (tiles sharing a position follow one another). Inactive tiles, tiles whose display
 * conditions do not match, and tiles past the end of the list are left out.
 */
export function insertPromoTiles<H, T extends PromoNode>(
  hits: readonly H[],
  tiles: readonly T[],
  options: InsertPromoOptions,
): ResultItem<H, T>[] {
  const items: ResultItem<H, T>[] = hits.map((hit) => ({ type: 'hit', hit }))
  const shown = tiles
    .filter((tile) => Number.isInteger(tile.position) && tile.position >= 1)
    .filter(
      (tile) => isPromoActive(tile, options.now, options.timeZone) && matchesPromoDisplay(tile, options.conditions),
    )
    .map((tile, order) => ({ tile, order }))
    .sort((a, b) => a.tile.position - b.tile.position || a.order - b.order)
  let lastIndex = -1
  for (const { tile } of shown) {
    const index = Math.max(tile.position - 1, lastIndex + 1)
    if (index > items.length) continue
    items.splice(index, 0, { type: 'promo', tile })
    lastIndex = index
  }
  return items
}
