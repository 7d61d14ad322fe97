import type { Payload } from 'payload'
import { postgresPool } from './pool'

/**
 * The scheduled feed pull's bookkeeping on a dealership (feedPull.lastPulledAt, feedPull.lastError), written in SQL,
 * not through Payload: these two columns only, without the dealership's hooks (re-indexing every car, expiring its
 * pages) for a change no page shows.
 */

/**
 * Claims a dealership's pull: sets its last pull time only if it still holds what was read, so two job servers that
 * both found the pull due make it once. True when this caller won.
 */
export async function claimFeedPull(
  payload: Payload,
  dealershipId: number,
  previous: string | null | undefined,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await postgresPool(payload, 'A feed pull').query(
    `update dealerships set feed_pull_last_pulled_at = $1
      where id = $2 and feed_pull_last_pulled_at is not distinct from $3::timestamptz`,
    [now.toISOString(), dealershipId, previous ?? null],
  )
  return rowCount === 1
}

/** The last pull's error for staff, or null after a pull that worked. */
export async function recordFeedPullError(payload: Payload, dealershipId: number, error: string | null): Promise<void> {
  await postgresPool(payload, 'A feed pull').query('update dealerships set feed_pull_last_error = $1 where id = $2', [
    error,
    dealershipId,
  ])
}
