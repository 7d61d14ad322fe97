import { expect, type Page, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { carOf, fillContact, freshUsPhone, shot, siteUrl, uniqueName } from './helpers'

// Issue 26 §3 'Forms behave': 'Trade-in fields show errors only after the shopper has touched them or pressed the
// button. Enquire from a card opens that car's enquiry with the car at the top and the form within the first screen
// at 390 px. The test-drive confirmation repeats the booked day and time in the site's locale and clock, once.'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Steps 1 and 2 of the trade-in, answered as a shopper would (the car by hand, then its condition). */
async function tradeInToStep3(page: Page) {
  await page.getByRole('textbox', { name: 'Make' }).fill('Mazda')
  await page.getByRole('textbox', { name: 'Model' }).fill('CX-5')
  await page.getByRole('textbox', { name: 'Year' }).fill(String(new Date().getFullYear() - 3))
  await page.getByRole('textbox', { name: 'Kilometres' }).fill('45000')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  for (const question of ['Overall condition', 'Has it been in an accident?', 'Full service history?', 'Two keys?']) {
    await page.getByRole('group', { name: question }).getByRole('radio').first().check()
  }
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`Trade-in fields show errors only after the shopper has touched them or pressed the button (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(siteUrl('harbour-toyota', '/trade-in'))
    await hydrated(page)
    await tradeInToStep3(page)
    const form = page.locator('form')
    // On arrival: the contact fields, empty, and not one error.
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
    await expect(page.getByText('Name is required')).toHaveCount(0)
    await expect(page.getByText('Email is required')).toHaveCount(0)
    await expect(page.getByText('Phone is required')).toHaveCount(0)
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
    await shot(page, 'trade-in-step3-arrival')
    // Nothing is sent either: the click that opened step 3 did not submit it.
    await page.waitForTimeout(500)
    await expect(page.getByRole('heading', { name: /trade-in (offer|value)/i })).toHaveCount(0)

    // The button: now the errors show, listed and by each field.
    await page.getByRole('button', { name: 'Get My Offer' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors' })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await shot(page, 'trade-in-step3-pressed')
  })
}

test("Enquire from a card opens that car's enquiry with the car at the top and the form within the first screen at 390 px", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('harbour-toyota', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  // The first card's id and title read together, then that card held by its id: the results may re-render under a
  // locator that only says "first".
  const { title, carId } = await page
    .getByTestId('car-card')
    .first()
    .evaluate((el) => ({
      title: el.querySelector('[id^="car-"]')?.textContent?.trim() ?? '',
      carId: el.getAttribute('data-car-id'),
    }))
  const card = page.locator(`[data-testid="car-card"][data-car-id="${carId}"]`)
  await card.getByRole('link', { name: 'Enquire', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/contact\\?car_id=${carId}`))
  await hydrated(page)
  // The page opens at its top: no scrolling by the shopper or by the test.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const form = page.locator('#contact-form')
  const heading = form.getByRole('heading', { name: /^Enquire about the / })
  await expect(heading).toBeInViewport()
  // The car summary names the car the card was for (the URL carries its id): the same year, make and model lead both
  // names (the card's title may add the series or read the listing's own title, the summary the badge).
  const carName = form.getByTestId('car-summary-name')
  await expect(carName).toBeInViewport()
  const summary = (await carName.textContent())!.trim()
  const lead = (name: string) => name.split(/\s+/).slice(0, 3).join(' ')
  expect(lead(summary), `card "${title}", summary "${summary}"`).toBe(lead(title))
  // The form's first field is on the first screen, whole.
  const first = form.getByRole('textbox').first()
  await expect(first).toBeInViewport({ ratio: 1 })
  await shot(page, 'contact-car-enquiry')
  await page.setViewportSize(DESKTOP)
  await expect(form.getByRole('textbox').first()).toBeInViewport({ ratio: 1 })
  await shot(page, 'contact-car-enquiry')
})

test('the plain /contact page still opens with the locations, the form below them', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('harbour-toyota', '/contact'))
  await hydrated(page)
  await expect(page.locator('#contact-form').getByRole('heading', { name: 'Send us a message' })).not.toBeInViewport()
  await shot(page, 'contact-plain')
})

test("The test-drive confirmation repeats the booked day and time in the site's locale and clock, once", async ({
  page,
  request,
}) => {
  const car = await carOf(request, 'harbour-toyota')
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl('harbour-toyota', `/enquire?form=test-drive&car_id=${car.id}`))
  await hydrated(page)
  // A Saturday at 10:30, two to eight days ahead.
  const day = new Date(Date.now() + 2 * 86_400_000)
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  const date = day.toISOString().slice(0, 10)
  const spoken = `Saturday ${day.getUTCDate()} ${day.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' })} at 10:30am`
  await page.getByLabel('Test Drive Booking Date').fill(`${date}T10:30`)
  await fillContact(page, uniqueName('Drive Confirm'))
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toContainText(`Your test drive request for ${spoken} has been sent.`)
  const text = (await thanks.textContent()) ?? ''
  expect(text.split('Thank you').length - 1, 'Thank you, once').toBe(1)
  expect(text.split(spoken).length - 1, 'the day and time, once').toBe(1)
  expect(text).not.toMatch(/\b\d{2}:\d{2}\b/)
  await shot(page, 'test-drive-confirmation')
  await page.setViewportSize(DESKTOP)
  await shot(page, 'test-drive-confirmation')
})

test('a US site books the test drive on a 12-hour clock', async ({ page, request }) => {
  const car = await carOf(request, 'lakeside-motors')
  await page.goto(siteUrl('lakeside-motors', `/enquire?form=test-drive&car_id=${car.id}`))
  await hydrated(page)
  const day = new Date(Date.now() + 3 * 86_400_000)
  const date = day.toISOString().slice(0, 10)
  await page.getByLabel('Test Drive Booking Date').fill(`${date}T14:00`)
  await fillContact(page, uniqueName('US Drive'), undefined, freshUsPhone())
  const terms = page.getByRole('checkbox', { name: 'I agree to the terms of use' })
  if ((await terms.count()) > 0) await terms.check()
  // Lakeside asks which location for a new car (its setting forms.locationRequiredForNewCars).
  const location = page.getByRole('combobox', { name: 'Location' })
  if ((await location.count()) > 0) await location.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(thanks).toContainText(' at 2:00 PM')
  await expect(thanks).toContainText(day.toLocaleString('en-US', { weekday: 'long', timeZone: 'UTC' }))
})
