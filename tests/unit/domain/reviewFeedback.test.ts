import { describe, expect, it } from 'vitest'
import { reviewFeedback } from '@/domain/reviewFeedback'

const profiles = [
  { name: 'Acme Toyota Perth', review_url: 'https://g.page/perth/review' },
  { name: 'Acme Toyota Joondalup', review_url: 'https://g.page/joondalup/review' },
]

describe("reviewFeedback (content spec: reads first_name and dealership_name from the query string; positive link to the dealer's review page and negative link to /customer-feedback-survey)", () => {
  it('reads the query and links the matching dealership review page', () => {
    expect(
      reviewFeedback(new URLSearchParams('first_name=Sam&dealership_name=Acme%20Toyota%20Joondalup'), profiles),
    ).toEqual({
      firstName: 'Sam',
      dealershipName: 'Acme Toyota Joondalup',
      positiveUrl: 'https://g.page/joondalup/review',
      negativeUrl: '/customer-feedback-survey',
    })
  })

  it('falls back to the first review page; no profiles means no positive link', () => {
    expect(reviewFeedback(new URLSearchParams(''), profiles).positiveUrl).toBe('https://g.page/perth/review')
    expect(reviewFeedback(new URLSearchParams('first_name=Sam'), [])).toEqual({
      firstName: 'Sam',
      dealershipName: null,
      positiveUrl: null,
      negativeUrl: '/customer-feedback-survey',
    })
  })
})
