import { describe, expect, it } from 'vitest'
import {
  badInputAnswer,
  badInputIsBadRequest,
  integrityAnswer,
  postgresCode,
} from '../../../collections/hooks/badInputErrors'

/** An error as drizzle throws it: "Failed query: …" with the driver's error (and its SQLSTATE) as the cause. */
function failedQuery(code: string): Error {
  const driver = Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code })
  return new Error('Failed query: select count(*) from "cars" where "cars"."price" = $1', { cause: driver })
}

describe('issue 27.7: bad input that reached Postgres or Payload answers 400, not 500', () => {
  it('finds the SQLSTATE in the cause chain', () => {
    expect(postgresCode(failedQuery('22P02'))).toBe('22P02')
    expect(postgresCode(new Error('plain'))).toBeNull()
  })

  it('a where or sort value that does not fit its column is a 400', () => {
    for (const code of ['22P02', '22003', '22007', '22008', '42883', '42703'])
      expect(badInputAnswer(failedQuery(code)), code).toMatch(/does not fit its field/)
  })

  it('NUL in text is a 400 that says so', () => {
    expect(badInputAnswer(failedQuery('22021'))).toBe('Text may not contain NUL characters.')
  })

  it('a body that is not an object is a 400 only on writes, and only for a TypeError', () => {
    const typeError = new TypeError("Cannot create property 'title' on string 'x'")
    expect(badInputAnswer(typeError, { method: 'POST', data: 'x' } as never)).toMatch(/JSON object/)
    expect(badInputAnswer(typeError, { method: 'PATCH', data: [1, 2] } as never)).toMatch(/JSON object/)
    expect(badInputAnswer(typeError, { method: 'POST', data: { title: 'x' } } as never)).toBeNull()
    expect(badInputAnswer(typeError, { method: 'GET', data: 'x' } as never)).toBeNull()
  })

  it('a real server failure is no 4xx: an unknown error stays a 500, a lost connection a 503', async () => {
    expect(badInputAnswer(failedQuery('08006'))).toBeNull()
    expect(badInputAnswer(new Error('boom'))).toBeNull()
    expect(await badInputIsBadRequest({ error: new Error('boom'), req: {} } as never)).toBeUndefined()
    expect(await badInputIsBadRequest({ error: failedQuery('08006'), req: {} } as never)).toMatchObject({ status: 503 })
  })

  it('deleting a site that still has staff is a 409 naming what refers to it, found by the staff fuzz', async () => {
    const driver = Object.assign(new Error('null value in column "site_id" of relation "users_tenants"'), {
      code: '23502',
      table: 'users_tenants',
      column: 'site_id',
    })
    const error = new Error('Failed query: delete from "sites" where "sites"."id" = $1', { cause: driver })
    expect(integrityAnswer(error, { method: 'DELETE' } as never)).toEqual({
      status: 409,
      message: 'Other records still refer to this one (users_tenants.site_id): remove or move them first.',
    })
    expect(integrityAnswer(error, { method: 'POST' } as never)).toEqual({
      status: 400,
      message: 'site_id is required.',
    })
    expect(await badInputIsBadRequest({ error, req: { method: 'DELETE' } } as never)).toMatchObject({ status: 409 })
  })

  it('a date no date can be (updatedAt: 3.9e219 on a write) is a 400, found by the staff fuzz', () => {
    const error = new RangeError('Invalid time value')
    expect(badInputAnswer(error, { method: 'POST', data: {} } as never)).toBe(
      'A date in the request is not a valid date.',
    )
    expect(badInputAnswer(new RangeError('Maximum call stack size exceeded'), { method: 'POST' } as never)).toBeNull()
  })

  it('no connection within the pool wait is a 503 the client may retry, not a 500', async () => {
    const timeout = new Error('timeout exceeded when trying to connect')
    expect(await badInputIsBadRequest({ error: timeout, req: {} } as never)).toMatchObject({ status: 503 })
  })

  it('a value already used is a 409 that names it', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (slug)=(home) already exists.',
    })
    expect(integrityAnswer(new Error('Failed query', { cause: driver }))).toEqual({
      status: 409,
      message: 'That value is already used: Key (slug)=(home) already exists.',
    })
  })

  it('leaves errors that already have a status alone', async () => {
    const forbidden = Object.assign(failedQuery('22P02'), { status: 403 })
    expect(await badInputIsBadRequest({ error: forbidden, req: {} } as never)).toBeUndefined()
    expect(await badInputIsBadRequest({ error: failedQuery('22P02'), req: {} } as never)).toMatchObject({
      status: 400,
    })
  })
})
