import { describe, expect, it } from 'vitest'
import { dealerComments } from '@/domain/dealerComments'

describe('dealerComments (spec §4 Dealer comments)', () => {
  it("Empty comments show 'Dealer comments are pending. Please check back here later.'", () => {
    const pending = { kind: 'pending', text: 'Dealer comments are pending. Please check back here later.' }
    expect(dealerComments('')).toEqual(pending)
    expect(dealerComments('   \n ')).toEqual(pending)
    expect(dealerComments(null)).toEqual(pending)
  })

  it('Truncated at 400 characters with a show more/less toggle', () => {
    const text = 'a'.repeat(401)
    const result = dealerComments(text)
    expect(result).toEqual({ kind: 'comments', full: text, truncated: `${'a'.repeat(400)}…` })
  })

  it('comments of exactly 400 characters are not truncated', () => {
    expect(dealerComments('b'.repeat(400))).toEqual({ kind: 'comments', full: 'b'.repeat(400), truncated: null })
  })
})
