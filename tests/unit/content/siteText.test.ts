import { describe, expect, it } from 'vitest'
import { localiseRichText, siteText } from '@/lib/siteText'

describe('locale: the US site uses the spelling swaps of §9 across all shopper text', () => {
  it('en-US swaps colour→color, personalised→personalized, enquiry→inquiry, enquire→inquire', () => {
    const t = siteText({ locale: 'en-US', wording: [] })
    expect(t('Enquire')).toBe('Inquire')
    expect(t('Send enquiry')).toBe('Send inquiry')
    expect(t('Pick your colour with personalised finance')).toBe('Pick your color with personalized finance')
  })

  it('en-AU (the default) and en-NZ keep the text', () => {
    expect(siteText({ locale: 'en-AU', wording: [] })('Enquire about colour')).toBe('Enquire about colour')
    expect(siteText({ locale: 'en-NZ', wording: [] })('Enquire about colour')).toBe('Enquire about colour')
    expect(siteText({ locale: 'en-AU', wording: null })('Enquire')).toBe('Enquire')
  })

  it("a site's wording override replaces the built-in text, then the locale spelling applies", () => {
    const t = siteText({ locale: 'en-US', wording: [{ key: 'Enquire', text: 'Enquire now' }] })
    expect(t('Enquire')).toBe('Inquire now')
  })

  it('rich text from the CMS is spelled for the locale, links untouched', () => {
    const data = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Choose your colour.' },
              {
                type: 'link',
                fields: { url: '/personalised/finance' },
                children: [{ type: 'text', text: 'Personalised finance' }],
              },
            ],
          },
        ],
      },
    }
    const us = localiseRichText(data, 'en-US')
    expect(JSON.stringify(us)).toContain('Choose your color.')
    expect(JSON.stringify(us)).toContain('Personalized finance')
    expect(JSON.stringify(us)).toContain('/personalised/finance')
    expect(localiseRichText(data, 'en-AU')).toBe(data)
  })
})
