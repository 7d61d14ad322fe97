import { describe, expect, it } from 'vitest'
import { feedRefusal, feedRowCount, isMissingColumnError } from '@/domain/feedRefusal'

const reason = (fields: string[]) => `missing: ${fields.join(', ')}`
const noColumn = (field: string) => ({ line: 1, field, reason: `no ${field} column in the header (expected one of …)` })

describe('a feed that cannot be read is refused whole, never read as an empty snapshot', () => {
  it('refuses a file error (line 0) whatever else was read', () => {
    const file = { line: 0, field: 'file', reason: 'not a CSV file' }
    expect(feedRefusal([file], 3, reason)).toEqual({ refusal: file, missing: [] })
  })

  it('issue 39.8: names every missing required column in one refusal, each kept for the report', () => {
    const errors = [noColumn('stocknum'), noColumn('model'), { line: 4, field: 'price', reason: 'not a number' }]
    expect(feedRefusal(errors, 0, reason)).toEqual({
      refusal: { line: 1, field: 'columns', reason: 'missing: stocknum, model' },
      missing: [errors[0], errors[1]],
    })
  })

  it('does not refuse for a missing column when rows were read, nor for bad rows', () => {
    expect(feedRefusal([noColumn('make')], 2, reason)).toEqual({ refusal: undefined, missing: [] })
    expect(feedRefusal([{ line: 3, field: 'price', reason: 'not a number' }], 0, reason).refusal).toBeUndefined()
  })

  it('counts only the required columns the parser reports missing', () => {
    expect(isMissingColumnError(noColumn('make'))).toBe(true)
    expect(isMissingColumnError(noColumn('price'))).toBe(false)
    expect(isMissingColumnError({ line: 2, field: 'make', reason: 'is required' })).toBe(false)
  })
})

describe('issue 38.5: the stock cap counts the feed rows, read or rejected', () => {
  it('counts a rejected row once however many errors it has, and not the file errors', () => {
    const errors = [
      { line: 0, field: 'file', reason: 'x' },
      { line: 5, field: 'price', reason: 'x' },
      { line: 5, field: 'year', reason: 'x' },
      { line: 7, field: 'vin', reason: 'x' },
    ]
    expect(feedRowCount(10, errors)).toBe(12)
  })
})
