import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Media, Offer, Site } from '@/payload-types'
import { pageImageSection, sectionDefaultImage, withSectionImage } from '@/lib/defaultImages'
import { offerImage } from '@/lib/offerData'
import { OfferCard } from '@/components/OfferCard'
import { SectionHeaderImage } from '@/components/SectionHeaderImage'

// The components import siteHref from the module that also resolves sites; no database here.
vi.mock('@/data/sites', () => ({}))

const media = (name: string) =>
  ({
    id: 1,
    url: `/media/${name}.jpg`,
    alt: `${name} default`,
    width: 1600,
    height: 400,
    sizes: {},
  }) as unknown as Media

const site = {
  id: 1,
  slug: 'harbour-toyota',
  name: 'Harbour Toyota',
  locale: 'en-AU',
  content: {
    defaultImages: {
      offers: media('offers'),
      finance: media('finance'),
      contact: media('contact'),
      fleet: media('fleet'),
      parts: media('parts'),
      blog: 7,
    },
  },
} as unknown as Site

const offer = (over: Partial<Offer> = {}) => ({ id: 3, name: 'Service special', ...over }) as unknown as Offer

describe('content §3: default images per section (offers, finance, contact, fleet, parts, blog) are configured', () => {
  it("a section's default is the site's populated image; unset or unpopulated gives none", () => {
    expect(sectionDefaultImage(site, 'finance')?.url).toBe('/media/finance.jpg')
    expect(sectionDefaultImage(site, 'blog')).toBeNull()
    expect(sectionDefaultImage({ content: {} } as Site, 'offers')).toBeNull()
  })

  it("an offer without its own or its model's image shows the offers default; its own image wins", () => {
    expect(offerImage(offer(), sectionDefaultImage(site, 'offers')).media?.url).toBe('/media/offers.jpg')
    expect(offerImage(offer({ imageUrl: 'https://cdn.example/own.jpg' }), media('offers'))).toEqual({
      media: null,
      url: 'https://cdn.example/own.jpg',
    })
    expect(
      offerImage(offer({ model: { id: 2, name: 'Corolla', imageUrl: '/m.jpg' } } as never), media('offers')).url,
    ).toBe('/m.jpg')
    const html = renderToStaticMarkup(createElement(OfferCard, { ctx: { site, basePath: '' }, offer: offer() }))
    expect(html).toContain('offers.jpg')
  })

  it('the finance, contact, fleet and parts pages show theirs as their header image', () => {
    for (const section of ['finance', 'contact', 'fleet', 'parts'] as const) {
      const html = renderToStaticMarkup(createElement(SectionHeaderImage, { site, section }))
      expect(html).toContain(`data-testid="section-image-${section}"`)
      expect(html).toContain(`${section}.jpg`)
    }
    expect(renderToStaticMarkup(createElement(SectionHeaderImage, { site, section: 'blog' }))).toBe('')
  })

  it('fleet and parts content pages: a first hero without an image takes the default, else it shows above', () => {
    expect(pageImageSection('fleet')).toBe('fleet')
    expect(pageImageSection('vehicle-parts-and-accessories')).toBe('parts')
    expect(pageImageSection('about-us')).toBeNull()
    const hero = { blockType: 'hero', title: 'Business Fleet' }
    const image = media('fleet')
    expect(withSectionImage([hero], image)).toEqual({ blocks: [{ ...hero, image }], header: null })
    const own = { ...hero, image: media('own') }
    expect(withSectionImage([own], image)).toEqual({ blocks: [own], header: null })
    expect(withSectionImage([{ blockType: 'richText' }], image).header).toBe(image)
    expect(withSectionImage([hero], null)).toEqual({ blocks: [hero], header: null })
  })
})
