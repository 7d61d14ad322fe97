import { describe, expect, it } from 'vitest'
import { footerSocialLinks, subFooterLine } from '@/domain/footer'

describe("footerSocialLinks (content spec: footer social links (facebook, instagram, youtube, linkedin) taken from the locations' contact details)", () => {
  it('takes each network from the first location that has it', () => {
    const locations = [
      { contact_detail: { facebook_url: 'https://facebook.com/acme', youtube_url: ' ' } },
      { contact_detail: { facebook_url: 'https://facebook.com/other', youtube_url: 'https://youtube.com/acme' } },
      { contact_detail: { linkedin_url: 'https://linkedin.com/hidden' }, visible: false },
    ]
    expect(footerSocialLinks(locations)).toEqual([
      { network: 'facebook', url: 'https://facebook.com/acme' },
      { network: 'youtube', url: 'https://youtube.com/acme' },
    ])
  })
})

describe('subFooterLine (content spec: dealer name, manufacturer name, city, state, dealer licence number, motor vehicle repairer number and the current year)', () => {
  it('joins the parts that exist', () => {
    expect(
      subFooterLine(
        {
          dealerName: 'Acme Toyota',
          manufacturerName: 'Toyota',
          city: 'Perth',
          state: 'WA',
          dealerLicenceNumber: 'DL 12345',
          motorVehicleRepairerNumber: 'MRB 678',
        },
        2025,
      ),
    ).toBe('© 2025 Acme Toyota | Toyota | Perth WA | Dealer Licence DL 12345 | MVR MRB 678')
    expect(subFooterLine({ dealerName: 'Acme Toyota' }, 2026)).toBe('© 2026 Acme Toyota')
  })
})
