import { expect, test } from '@playwright/test'
import { open, site } from './site'

test.describe('service, reviews and CMS pages built from blocks', () => {
  test('/service: the Toyota Service Advantage price table as content and a Book a Service link', async ({ page }) => {
    await open(page, site('harbour-toyota', '/service'))
    const table = page.getByRole('table', { name: 'Capped-price servicing by model' })
    await expect(table.getByRole('row', { name: /^Coaster/ })).toContainText('$485')
    await expect(table.getByRole('row', { name: /^HiLux/ })).toContainText('$290')
    await expect(table.getByRole('row', { name: /^HiLux/ })).toContainText('6 months or 10,000 km')
    await expect(table.getByRole('row', { name: /^Prado/ })).toContainText('100,000 km')
    await expect(page.getByRole('link', { name: 'Book a Service' }).last()).toHaveAttribute('href', '/genuine-service')
    await page.getByText('How long does a service take?').click()
    await expect(page.getByText('courtesy shuttle')).toBeVisible()
  })

  test('reviews: stars above the minimum rating, rating to 1 decimal, hidden reviews left out', async ({ page }) => {
    await open(page, site('harbour-toyota', '/about-us'))
    const reviews = page.getByRole('region', { name: 'What our customers say' })
    await expect(reviews.getByRole('listitem')).toHaveCount(6)
    await expect(reviews).not.toContainText('Spam review')
    await expect(reviews.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    // A rating of 3 is not above the minimum (4): no stars for Jack's review.
    const jack = reviews.getByRole('listitem').filter({ hasText: 'Jack R.' })
    await expect(jack.getByRole('img', { name: /^Rated / })).toHaveCount(0)
    await expect(jack.getByRole('img', { name: 'Jack R.' })).toBeVisible()
  })

  test('price-range search slider: $ with separators, the lower handle never reaches the upper, opens the search with the range', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota', '/buying'))
    await expect(page.getByText('$5,000')).toBeVisible()
    await expect(page.getByText('$250,000')).toBeVisible()
    const low = page.getByRole('slider', { name: 'Minimum price' })
    const high = page.getByRole('slider', { name: 'Maximum price' })
    await high.fill('20000')
    await low.fill('20000')
    await expect(low).toHaveValue('19500')
    await expect(page.getByTestId('price-range-button')).toHaveAttribute('href', '/search?price=19500:20000')
  })

  test('legal: privacy policy and terms as rich text; the complaints notice lists the state authority, then independent legal advice', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota', '/privacy-policy'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(page.getByText('Updated April 2021')).toBeVisible()
    await open(page, site('harbour-toyota', '/terms-and-conditions'))
    await expect(page.locator('main')).toContainText('Australian dollars')
    await open(page, site('harbour-toyota', '/pages/handling-complaint'))
    await expect(page.getByRole('link', { name: 'NSW Fair Trading' })).toHaveAttribute(
      'href',
      'https://www.fairtrading.nsw.gov.au',
    )
    await expect(page.locator('main')).toContainText('Customer Relations Manager')
    await expect(page.getByRole('link', { name: 'care@harbour-toyota.example' })).toBeVisible()
    await expect(page.locator('main')).toContainText('or seek independent legal advice')
  })

  test('blog with the §2 categories', async ({ page }) => {
    await open(page, site('harbour-toyota', '/blog'))
    const categories = page.getByRole('list', { name: 'Blog categories' })
    await expect(categories.getByRole('link')).toHaveText([
      'All',
      'Vehicle Reviews',
      'Buyer Advice',
      'Motoring Tips',
      'Servicing Insights',
      '4x4xMORE Adventures',
    ])
    await categories.getByRole('link', { name: 'Vehicle Reviews' }).click()
    await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/)
    await page.getByRole('link', { name: 'First drive: our favourite family SUV this year' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First drive: our favourite family SUV this year')
    await open(page, site('lakeside-motors', '/blog'))
    await expect(page.getByRole('list', { name: 'Blog categories' })).not.toContainText('4x4xMORE')
  })

  test('review feedback reads first_name and dealership_name; positive to the review page, negative to /customer-feedback-survey', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota', '/review-feedback?first_name=Sam&dealership_name=Harbour%20Toyota'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Sam, how did we do?')
    await expect(page.getByRole('link', { name: 'Great, I will leave a review' })).toHaveAttribute(
      'href',
      'https://g.page/r/harbour-toyota/review',
    )
    await page.getByRole('link', { name: 'Not great, tell the team' }).click()
    await expect(page).toHaveURL(/\/customer-feedback-survey$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are sorry we missed the mark')
  })

  test('sitemap.xml and robots.txt per site', async ({ page }) => {
    const sitemap = await page.goto(site('harbour-toyota', '/sitemap.xml'))
    expect(sitemap?.headers()['content-type']).toContain('application/xml')
    const xml = (await sitemap?.text()) ?? ''
    // Harbour Toyota's model pages follow its pattern, /models/new-{make}-{model}-vehicle (docs/demo-sites.md).
    expect(xml).toContain(`<loc>${site('harbour-toyota', '/models/new-toyota-rav4-vehicle')}</loc>`)
    expect(xml).not.toContain('lakeside')
    // Every listed car page, with its last change (issue 19.13).
    expect(xml).toMatch(/<url><loc>[^<]+\/cars\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/)
    const carUrl = xml.match(/<loc>([^<]+\/cars\/[^<]+)<\/loc>/)?.[1]
    // The browser resolves *.localhost; Node's request client does not.
    expect((await page.goto(carUrl!))?.status()).toBe(200)
    // Small enough for one file: the split files of a large site do not exist here.
    expect((await page.goto(site('harbour-toyota', '/sitemaps/cars-1.xml')))?.status()).toBe(404)
    const robots = (await (await page.goto(site('lakeside-motors', '/robots.txt')))?.text()) ?? ''
    expect(robots).toContain(`Sitemap: ${site('lakeside-motors', '/sitemap.xml')}`)
  })

  test('lakeside-motors pages use US spelling', async ({ page }) => {
    await open(page, site('lakeside-motors', '/genuine-service'))
    // The service booking block's form (issue 26.1: the one lead form).
    await expect(page.getByRole('button', { name: 'Request Booking' })).toBeVisible()
    await expect(page.getByLabel(/^ZIP code/i)).toBeVisible()
    await expect(page.locator('main')).not.toContainText('enquir')
  })
})
