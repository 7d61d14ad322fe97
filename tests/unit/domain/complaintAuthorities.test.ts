import { describe, expect, it } from 'vitest'
import {
  australianState,
  complaintAuthoritiesFor,
  complaintsClosingSentence,
  COMPLAINTS_CLOSING_TEXT,
} from '@/domain/complaintAuthorities'

const authorities = {
  ACT: { name: 'Access Canberra', website: 'https://act.example' },
  NSW: { name: 'NSW Fair Trading', website: 'https://nsw.example' },
  QLD: { name: 'Office of Fair Trading', website: 'https://qld.example' },
  VIC: { name: 'Consumer Affairs Victoria', website: 'https://vic.example' },
  WA: { name: 'Consumer Protection WA', website: 'https://wa.example' },
}

describe('complaintAuthoritiesFor (content spec: lists the state consumer-protection authority, with external links, for each state where the dealer has a location (ACT, NSW, NT, QLD, SA, TAS, VIC, WA))', () => {
  it('lists one authority per state with a location, in the order ACT, NSW, NT, QLD, SA, TAS, VIC, WA', () => {
    const locations = [
      { address: { state: 'WA' } },
      { address: { state: 'New South Wales' } },
      { address: { state: 'wa' } },
      { address: { state: 'VIC' } },
    ]
    expect(complaintAuthoritiesFor(locations, authorities).map((a) => a.state)).toEqual(['NSW', 'VIC', 'WA'])
    expect(complaintAuthoritiesFor(locations, authorities)[0]).toEqual({
      name: 'NSW Fair Trading',
      website: 'https://nsw.example',
      state: 'NSW',
    })
  })

  it('leaves out states without a location, hidden locations, and states without a configured authority', () => {
    const locations = [{ address: { state: 'QLD' }, visible: false }, { address: { state: 'TAS' } }, { address: null }]
    expect(complaintAuthoritiesFor(locations, authorities)).toEqual([])
  })

  it("ends with 'or seek independent legal advice'", () => {
    expect(COMPLAINTS_CLOSING_TEXT).toBe('or seek independent legal advice')
  })

  it('the complaints page has no lone dangling sentence: with no authority listed the closing is a whole sentence', () => {
    expect(complaintsClosingSentence(2)).toBe('or seek independent legal advice.')
    expect(complaintsClosingSentence(0)).toBe(
      'If you are not satisfied with our response, you can seek independent legal advice.',
    )
    expect(complaintsClosingSentence(0)).not.toMatch(/^or /)
  })
})

describe('australianState', () => {
  it('reads abbreviations and full names', () => {
    expect(australianState('act')).toBe('ACT')
    expect(australianState('Western  Australia')).toBe('WA')
    expect(australianState('Queensland')).toBe('QLD')
    expect(australianState('Auckland')).toBeNull()
    expect(australianState(null)).toBeNull()
  })
})
