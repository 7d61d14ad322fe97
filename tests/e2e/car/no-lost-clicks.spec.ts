import { type APIRequestContext, type Browser, type Locator, type Page, expect, test } from '@playwright/test'
import { site } from '../content/site'

/**
 * Issue 19 point 2: no lost clicks. Pages paint before React loads (src/server/paintFirst.ts), so for a while (about
 * 1.3 s on a phone) the car page shows buttons that have no handler yet. A click or tap on a button that shows must
 * act: src/components/earlyClicks keeps the click and replays it once the page is interactive. The test clicks as
 * soon as the button is visible, over fresh loads and over navigations from the search page, on desktop and on a
 * phone profile (4x CPU, slow 4G through CDP).
 */

const SLUG = 'metro-used-cars' // a used-car dealer: Make an Offer opens a dialog (no chat)
const ROUNDS = 20 // per profile: half fresh loads, half arrivals from the search page

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 }

type Profile = { name: string; phone: boolean }
const PROFILES: Profile[] = [
  { name: 'desktop', phone: false },
  { name: 'phone (4x CPU, slow 4G)', phone: true },
]

async function carSlugs(request: APIRequestContext): Promise<string[]> {
  const sites = await request.get(`/api/sites?where[slug][equals]=${SLUG}&depth=0&limit=1`)
  const id = ((await sites.json()) as { docs: { id: number }[] }).docs[0]!.id
  const res = await request.get(
    `/api/cars?where[site][equals]=${id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][equals]=false&depth=0&limit=10`,
  )
  return ((await res.json()) as { docs: { slug: string }[] }).docs.map((c) => c.slug)
}

async function profilePage(browser: Browser, profile: Profile): Promise<Page> {
  const context = await browser.newContext(
    profile.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  )
  const page = await context.newPage()
  if (profile.phone) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  }
  return page
}

/** Clicks (taps on the phone) as soon as the button is visible; true when the page was not yet interactive. */
async function pressEarly(page: Page, button: Locator, profile: Profile): Promise<boolean> {
  await button.waitFor({ state: 'visible' })
  const early = await page.evaluate(() => !document.querySelector('header[data-hydrated="true"]'))
  if (profile.phone) await button.tap()
  else await button.click()
  return early
}

/** Arrives on a car page: a fresh load, or by following a car's link on the search page. */
async function arrive(page: Page, slug: string, fromSearch: boolean) {
  if (!fromSearch) {
    await page.goto(site(SLUG, `/cars/${slug}`), { waitUntil: 'commit' })
    return
  }
  await page.goto(site(SLUG, '/search'), { waitUntil: 'commit' })
  const link = page.getByTestId('car-card').locator('a[href*="/cars/"]').first()
  await link.waitFor({ state: 'visible' })
  await Promise.all([page.waitForURL(/\/cars\/[^/]+$/, { waitUntil: 'commit' }), link.click()])
}

for (const profile of PROFILES) {
  test(`no lost clicks: Enquire clicked as soon as it shows opens its dialog, 20 of 20 (${profile.name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000)
    const slugs = await carSlugs(request)
    const page = await profilePage(browser, profile)
    let opened = 0
    let early = 0
    for (let round = 0; round < ROUNDS; round++) {
      const fromSearch = round % 2 === 1
      await arrive(page, slugs[round % slugs.length]!, fromSearch)
      if (await pressEarly(page, page.getByTestId('btn-enquire'), profile)) early++
      await expect(page.getByRole('dialog', { name: /^(Enquire about|Find Me)/ }), `round ${round}`).toBeVisible({
        timeout: 15_000,
      })
      opened++
    }
    console.log(`${profile.name}: ${opened}/${ROUNDS} dialogs, ${early} clicks before the page was interactive`)
    expect(opened).toBe(ROUNDS)
    await page.context().close()
  })
}

test('no lost clicks: every dialog button and the phone reveal act when pressed before the page is interactive (phone)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const [slug] = await carSlugs(request)
  const profile = PROFILES[1]!
  const page = await profilePage(browser, profile)
  const cases: { testId: string; opens: (page: Page) => Locator }[] = [
    { testId: 'btn-test-drive', opens: (p) => p.getByRole('dialog', { name: /Book a test drive/ }) },
    { testId: 'btn-make-offer', opens: (p) => p.getByRole('dialog', { name: 'Make an Offer' }) },
    { testId: 'reveal-phone', opens: (p) => p.getByTestId('dealer-phone') },
  ]
  for (const { testId, opens } of cases) {
    await arrive(page, slug!, false)
    await pressEarly(page, page.getByTestId(testId), profile)
    await expect(opens(page), testId).toBeVisible({ timeout: 15_000 })
  }
  await page.context().close()
})
