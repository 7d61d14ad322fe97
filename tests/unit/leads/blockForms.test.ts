import { describe, expect, it } from 'vitest'
import { contactBlockKind } from '../../../src/leads/blockForms'
import { FORM_CATEGORY } from '../../../src/leads/constants'

describe('contact form block → lead kind (issue 26.1)', () => {
  it.each([
    ['Service Booking', 'service'],
    ['Fleet Enquiry', 'fleet'],
    ['Customer Feedback', 'feedback'],
    ['Customer feedback survey', 'feedback'],
    ['Quote Request', 'quote'],
    ['General Enquiry', 'contact'],
    ['', 'contact'],
    [null, 'contact'],
  ])('%s → %s', (enquiryType, kind) => {
    expect(contactBlockKind(enquiryType)).toBe(kind)
  })

  it("stores the seeded blocks' enquiry types as their categories", () => {
    for (const type of ['Service Booking', 'Fleet Enquiry', 'Customer Feedback']) {
      expect(FORM_CATEGORY[contactBlockKind(type)]).toBe(type)
    }
  })
})
