import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../../src/lib/databaseUnavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped connection and a server shutting down, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:54329', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: insert into "leads" …', { cause: withCode('connection failure', '08006') }),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:54400')),
    ).toBe(true)
    // test:faults b in CI: the connection dropped under the BEGIN of a lead while Postgres was stopping (was a 500).
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: read ECONNRESET'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: write EPIPE'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('the database system is shutting down'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: Failed query: begin\nparams: '))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')),
    ).toBe(true)
  })

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: withCode('column "x" does not exist', '42703') })),
    ).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})
