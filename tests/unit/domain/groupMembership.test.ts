import { describe, expect, it } from 'vitest'
import { membershipProblem } from '@/domain/groupMembership'

describe('A site may be in one dealer group and one brand programme at once (issue 42.1)', () => {
  it('sites in no other group of the kind may join', () => {
    expect(membershipProblem('dealer-group', [1, 2], new Map())).toBeNull()
  })

  it('a site already in another dealer group may not join a second one; the message names the group', () => {
    const problem = membershipProblem('dealer-group', [1, 2], new Map([['2', 'Harbour Group']]))
    expect(problem).toContain('Site 2')
    expect(problem).toContain("'Harbour Group'")
    expect(problem).toContain('one dealer group')
  })

  it('the same holds for brand programmes', () => {
    expect(membershipProblem('brand-programme', [5], new Map([['5', 'Toyota']]))).toContain('one brand programme')
  })

  it('a site listed twice is refused', () => {
    expect(membershipProblem('dealer-group', [1, '1'], new Map())).toContain('listed twice')
  })
})
