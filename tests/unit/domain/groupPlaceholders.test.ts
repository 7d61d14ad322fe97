import { describe, expect, it } from 'vitest'
import { fillPlaceholders, placeholderProblem, unknownPlaceholders } from '@/domain/groupPlaceholders'

describe("Group content is filled with each member site's details (issue 42.2)", () => {
  const harbour = { dealerName: 'Harbour Toyota', phone: '02 9000 0000', state: 'NSW', city: 'Sydney', address: null }

  it("fills every known placeholder with the site's value", () => {
    expect(fillPlaceholders('{dealerName} in {city}, {state}: call {phone}', harbour)).toBe(
      'Harbour Toyota in Sydney, NSW: call 02 9000 0000',
    )
  })

  it('the same text reads differently on each member site', () => {
    const text = 'Drive away from {dealerName}'
    expect(fillPlaceholders(text, { dealerName: 'A Motors' })).not.toBe(
      fillPlaceholders(text, { dealerName: 'B Motors' }),
    )
  })

  it('a placeholder the site has no value for is left empty, and empty text stays as it is', () => {
    expect(fillPlaceholders('Visit us at {address}.', harbour)).toBe('Visit us at .')
    expect(fillPlaceholders(null, harbour)).toBeNull()
    expect(fillPlaceholders('', harbour)).toBe('')
  })

  it('leaves braces that are no placeholder untouched', () => {
    expect(fillPlaceholders('{ not one } and {nope}', harbour)).toBe('{ not one } and {nope}')
  })
})

describe('Placeholders are checked when the group saves (issue 42.2)', () => {
  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{dealerName} {dealer} {postcode} {dealer}')).toEqual(['dealer', 'postcode'])
  })

  it('text with known placeholders only (or none) passes', () => {
    expect(placeholderProblem('{dealerName}, {phone}, {address}, {city}, {state}')).toBe(true)
    expect(placeholderProblem('No placeholders')).toBe(true)
    expect(placeholderProblem(undefined)).toBe(true)
  })

  it('the message names the unknown placeholder and the ones a site fills', () => {
    const problem = placeholderProblem('Call {dealerPhone}')
    expect(problem).toContain('{dealerPhone}')
    expect(problem).toContain('{phone}')
  })
})
