import { environment, type Environment } from '@/config/env'
import type { FeedError } from './feedParser'

/**
 * The most cars one dealership's feed may list (issue 38.5). Every car goes into the one index all sites share, so a
 * feed of 300,000 rows (14 s to plan, other sites' searches slowed to 2.4 s) was one click from 300,000 cars there.
 * 20,000 is well above a large dealer group's yard; the platform's operator sets another with CARS_PER_DEALERSHIP.
 */
export const DEFAULT_CARS_PER_DEALERSHIP = 20_000

export function carsPerDealership(env: Environment = environment()): number {
  const value = Number(env.CARS_PER_DEALERSHIP)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CARS_PER_DEALERSHIP
}

/**
 * The refusal of a feed listing more cars than the cap, or undefined. A feed is a full snapshot: its rows (read or
 * rejected, as a rejected row keeps its stored car) are the cars the dealership would have after it.
 */
export function stockCapRefusal(rows: number, cap: number): FeedError | undefined {
  if (rows <= cap) return undefined
  const count = (n: number) => n.toLocaleString('en-AU')
  return {
    line: 0,
    field: 'file',
    reason: `this feed lists ${count(rows)} cars, more than the ${count(cap)} a dealership may have on this platform (its stock limit, set by the platform's operator)`,
  }
}
