import { describe, expect, it } from 'vitest'
import { siteWording } from '../../../seed/content/siteWording'
import { contentPages, homeBlocks } from '../../../seed/content'
import { termsOfUse } from '../../../seed/data/legal'
import { DEMO_SITES } from '../../../seed/demoSites'
import { priceDisplay } from '@/domain/priceDisplay'
import { siteNoPriceText, sitePriceOptions } from '@/lib/sitePrice'
import type { Site } from '@/payload-types'

const AUSTRALIAN =
  /enquir|tyre|authoris|favourit|colour|centre|personalis|EFTPOS|Australian dollars|logbook|\blearnt\b/i
const us = DEMO_SITES.find((s) => s.locale === 'en-US')!
const au = DEMO_SITES.find((s) => s.locale === 'en-AU')!

/** Every string of a seed document that a shopper reads (paths, slugs and lead categories aside). */
function readable(node: unknown, key?: string): string[] {
  if (typeof node === 'string')
    return ['slug', 'url', 'bookingUrl', 'bookingExternalPath', 'enquiryType'].includes(key ?? '') ? [] : [node]
  if (Array.isArray(node)) return node.flatMap((n) => readable(n, key === 'methods' ? 'method' : undefined))
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => readable(v, k))
  return []
}

describe('US seed content uses US wording (issue 26.4: every string goes through the locale)', () => {
  it("the US demo site's content pages, home blocks and terms have no Australian spelling, word, currency or EFTPOS", () => {
    const docs = siteWording([contentPages(us), homeBlocks(us), termsOfUse(us.name, us.locale)], us.locale)
    const found = readable(docs).filter((text) => AUSTRALIAN.test(text))
    expect(found).toEqual([])
    expect(JSON.stringify(docs)).not.toMatch(/"eftpos"/)
    expect(JSON.stringify(docs)).toContain('All prices are in US dollars')
  })

  it('paths, slugs and lead categories stay as they are; the Australian sites keep their words', () => {
    const page = { slug: 'finance-enquiry', url: '/finance-enquiry', enquiryType: 'Fleet Enquiry', title: 'Enquire' }
    expect(siteWording(page, 'en-US')).toEqual({ ...page, title: 'Inquire' })
    const auPages = contentPages(au)
    expect(siteWording(auPages, 'en-AU')).toBe(auPages)
    expect(JSON.stringify(termsOfUse(au.name, au.locale))).toContain('Australian dollars')
  })
})

describe("the no-price text in the site's words (issue 26.4: 'Enquire for price.' on US car pages)", () => {
  const site = (locale: Site['locale'], noPriceText?: string) => ({ locale, cards: { noPriceText } }) as Site

  it("reads 'Inquire for price.' on en-US, the site's own text spelled too, and stays on en-AU", () => {
    expect(siteNoPriceText(site('en-US'))).toBe('Inquire for price.')
    expect(siteNoPriceText(site('en-US', 'Enquire today'))).toBe('Inquire today')
    expect(siteNoPriceText(site('en-AU'))).toBe('Enquire for price.')
    expect(priceDisplay({ price: 0 }, sitePriceOptions(site('en-US'))).text).toBe('Inquire for price.')
  })
})
