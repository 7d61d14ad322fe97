import { describe, expect, it } from 'vitest'
import { databasePoolOptions, isClaim } from '@/server/jobsDatabase'

describe('jobs database', () => {
  it("recognises the runner's claim (processing: true and nothing else)", () => {
    expect(isClaim({ processing: true })).toBe(true)
    expect(isClaim({ processing: true, updatedAt: '2026-01-01T00:00:00.000Z' })).toBe(true)
    expect(isClaim({ processing: false })).toBe(false)
    expect(isClaim({ processing: true, totalTried: 1 })).toBe(false)
    expect(isClaim(undefined)).toBe(false)
  })

  it('every connection carries idle_in_transaction_session_timeout (DATABASE_IDLE_IN_TRANSACTION_MS, default 30 s)', () => {
    expect(databasePoolOptions('postgres://x/db', {})).toMatchObject({
      connectionString: 'postgres://x/db',
      max: 10,
      connectionTimeoutMillis: 10_000,
      options: '-c idle_in_transaction_session_timeout=30000',
    })
    expect(
      databasePoolOptions('postgres://x/db', { DATABASE_IDLE_IN_TRANSACTION_MS: '5000', DATABASE_POOL_MAX: '20' }),
    ).toMatchObject({
      max: 20,
      options: '-c idle_in_transaction_session_timeout=5000',
    })
    expect(databasePoolOptions('postgres://x/db', { DATABASE_IDLE_IN_TRANSACTION_MS: 'nonsense' }).options).toBe(
      '-c idle_in_transaction_session_timeout=30000',
    )
    // 0: no startup option (a pooler like PgBouncer may refuse it; set the timeout on the database role instead)
    expect(databasePoolOptions('postgres://x/db', { DATABASE_IDLE_IN_TRANSACTION_MS: '0' }).options).toBeUndefined()
  })
})
