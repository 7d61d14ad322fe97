import { expect, test } from '@playwright/test'
import { carOf, shot, siteUrl } from './helpers'

/** Every form page at the spec's smallest and a desktop width: no sideways scrolling, labelled fields, a screenshot to look at. */
for (const width of [390, 1280]) {
  test(`form pages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    const car = await carOf(request, 'harbour-toyota')
    const metroCar = await carOf(request, 'metro-used-cars')
    const pages: [string, string, string][] = [
      ['enquire', 'harbour-toyota', '/enquire'],
      ['enquire-car', 'harbour-toyota', `/enquire?car_id=${car.id}`],
      ['test-drive', 'harbour-toyota', `/enquire?form=test-drive&car_id=${car.id}`],
      ['request-photos', 'harbour-toyota', `/enquire?form=request-photos&car_id=${car.id}`],
      ['make-offer', 'metro-used-cars', `/enquire?form=make-offer&car_id=${metroCar.id}`],
      ['contact-form', 'harbour-toyota', '/enquire?form=contact'],
      ['finance', 'metro-used-cars', '/finance'],
      ['book-test-drive', 'harbour-toyota', '/book-test-drive'],
      ['trade-in', 'harbour-toyota', '/trade-in'],
      ['sell-my-car', 'lakeside-motors', '/sell-my-car'],
      ['cars-trade-in', 'harbour-toyota', `/cars/trade-in?car_id=${car.id}`],
      ['success', 'harbour-toyota', '/success?lead_id=123&reference=HAR-0838-TXEG'],
    ]
    for (const [name, slug, pathname] of pages) {
      const response = await page.goto(siteUrl(slug, pathname))
      expect(response?.status(), name).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
      // Every visible input, select and textarea has an accessible name.
      const unnamed = await page
        .locator('main input:not([type=hidden]):visible, main select:visible, main textarea:visible')
        .evaluateAll((els) =>
          els
            .filter((el) => !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label'))
            .map((el) => el.getAttribute('name')),
        )
      expect(unnamed, `${name} has unlabelled fields`).toEqual([])
      await shot(page, name)
    }
  })
}
