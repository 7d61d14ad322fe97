import { expect, test } from '@playwright/test'
import { shot } from '../shots'
import { open, site } from './site'

/**
 * Issue 19.18, sites that look like real dealers: each demo site's theme carries a logo and a hero image (seeded),
 * the header shows the logo next to the phone, the home hero shows the photo behind its calls to action, and the
 * location map is a clear static card when MAP_TILE_URL is unset (the suite runs without it).
 */

const SITES = [
  { slug: 'harbour-toyota', name: 'Harbour Toyota' },
  { slug: 'metro-used-cars', name: 'Metro Used Cars' },
  { slug: 'outback-caravans', name: 'Outback Caravans' },
  { slug: 'lakeside-motors', name: 'Lakeside Motors' },
]

for (const width of [390, 1280]) {
  test(`sites that look like real dealers at ${width} px: the header shows the logo, the home hero the site's photo`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    for (const demo of SITES) {
      await open(page, site(demo.slug))
      const logo = page.locator('header a').getByRole('img', { name: demo.name }).first()
      await expect(logo, demo.slug).toBeVisible()
      const box = await logo.boundingBox()
      expect(box?.height, demo.slug).toBe(40)
      // Through Next's optimiser, loaded, at the logo's own proportions (no squashed wordmark).
      const loaded = await logo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        ratio: img.naturalWidth / img.naturalHeight,
        shown: img.width / img.height,
      }))
      expect(loaded.src, demo.slug).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')
      expect(Math.abs(loaded.ratio - loaded.shown), demo.slug).toBeLessThan(0.1)

      const hero = page.locator('main section', { has: page.locator('h1') }).first()
      const photo = hero.locator('img').first()
      await expect(photo, demo.slug).toBeVisible()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), demo.slug)
        .toBe(true)
      expect(await photo.evaluate((img: HTMLImageElement) => getComputedStyle(img).opacity), demo.slug).toBe('1')
      await expect(hero.getByRole('link', { name: 'Browse stock' }), demo.slug).toBeVisible()
      await shot(page, `brand-${demo.slug}-home`)
    }
  })
}

test('the location map is a clear static card when MAP_TILE_URL is unset: address, drawn map, Get Directions', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await open(page, site('harbour-toyota', '/contact'))
    const map = page.getByRole('img', { name: /Map/ }).first()
    await expect(map).toBeVisible()
    // Drawn, not fetched: no tile images, so nothing can show as a broken image offline.
    expect(await map.locator('img').count()).toBe(0)
    const hero = page.locator('section', { has: map })
    await expect(hero.locator('address').first()).toContainText(/\d{4}/)
    await expect(hero.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /^https:\/\//)
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    )
    expect(broken).toEqual([])
    await map.scrollIntoViewIfNeeded()
    await shot(page, 'brand-harbour-toyota-contact-map')
  }
})
