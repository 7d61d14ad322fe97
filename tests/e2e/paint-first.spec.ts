import { expect, test } from '@playwright/test'
import { send } from '../security/http'
import { hydrated, site } from './content/site'

/**
 * Issue 9 (Lighthouse LCP ≤ 1.5 s): a page paints before Next's framework scripts load, then hydrates
 * (src/server/paintFirst.ts, run by npm start's server).
 */

const FRAMEWORK_SCRIPT = /<script\b[^>]*\bsrc="[^"]*\/_next\/static\/[^"]*\.js"[^>]*\basync\b/

test('the page HTML carries no framework script in its head, only the loader that adds them after the first paint', async () => {
  for (const path of ['/', '/search', '/special-offers']) {
    const answer = await send(path, { site: 'metro-used-cars' })
    expect(answer.status, path).toBe(200)
    const head = answer.text.slice(0, answer.text.indexOf('</head>'))
    expect(head, path).not.toMatch(FRAMEWORK_SCRIPT)
    expect(head, path).toContain('first-contentful-paint')
    expect(head, path).toMatch(/"src":"\/_next\/static\/chunks\/[^"]+\.js"/)
  }
})

for (const path of ['/', '/search']) {
  test(`on ${path} the browser paints first, then loads the framework scripts and hydrates`, async ({ page }) => {
    await page.goto(site('harbour-toyota', path))
    await hydrated(page)
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }))
    expect(timing.fcp).not.toBeNull()
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.fcp!)
    // Hydrated: the header's menu button works.
    const menu = page.getByRole('button', { name: 'Menu' })
    if (await menu.isVisible()) {
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
    }
  })
}

test("the chunks every page starts with carry V8's compile hint on their first line; page chunks do not", async () => {
  const page = await send('/search', { site: 'metro-used-cars' })
  const sources = [...page.text.matchAll(/"src":"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const firstLines = await Promise.all(
    sources.map(async (src) => (await send(src, { site: 'metro-used-cars' })).text.split('\n', 1)[0]),
  )
  const hinted = sources.filter((_, i) => firstLines[i] === '//# allFunctionsCalledOnLoad')
  // React, the router, the app's entry and the module runtime (Next's rootMainFiles) ...
  expect(hinted.length).toBeGreaterThanOrEqual(4)
  // ... and not the search page's own chunks.
  expect(hinted.length).toBeLessThan(sources.length)
})
