import { expect, test } from '@playwright/test'
import { freshMobile, PASSWORD, siteId, siteUrl, uniqueName } from './helpers'

// Issue 19: 'Enquiries from search cards keep the car.' A card's Enquire and 'Find Me Something Similar' link to
// /contact?car_id=…&message=…; /contact then shows that car's enquiry, and the stored lead has the car.

type CarDoc = { id: number; name: string; car_type: string; slug: string }

async function carOfSite(
  request: import('@playwright/test').APIRequestContext,
  slug: string,
  status: string,
  carType?: string,
) {
  const site = await siteId(request, slug)
  const type = carType ? `&where[car_type][equals]=${carType}` : ''
  const response = await request.get(
    `/api/cars?where[site][equals]=${site}&where[show_on_dealer_website][equals]=true&where[status][equals]=${status}${type}&depth=0&limit=1&sort=id`,
  )
  const { docs } = (await response.json()) as { docs: CarDoc[] }
  expect(docs.length, `a ${status} car on ${slug}`).toBeGreaterThan(0)
  return docs[0]!
}

test('a search card’s Enquire: /contact?car_id shows the car enquiry, and the stored lead has the car and event 15', async ({
  page,
  request,
}) => {
  const car = await carOfSite(request, 'harbour-toyota', 'in_stock', 'used')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('harbour-toyota', `/contact?car_id=${car.id}`))
  await page.locator('header[data-hydrated="true"]').waitFor()
  const form = page.locator('#contact-form')
  await expect(form.getByRole('heading', { name: `Enquire about the ${car.name}` })).toBeVisible()
  await expect(form.getByText(car.name, { exact: true })).toBeVisible()
  const name = uniqueName('Card Enquiry')
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  await form.getByRole('textbox', { name: 'Message' }).fill('Is this one still available?')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(freshMobile())
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { eventId?: number }[] }).dataLayer ?? [],
  )
  expect(events).toContainEqual(expect.objectContaining({ eventId: 15 }))

  const login = await request.post('/api/users/login', {
    data: { email: 'editor@harbour-toyota.example.com', password: PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const found = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await found.json()) as { docs: { form: string; car: number | null; vehicle?: { make?: string } }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ form: 'car', car: car.id })
})

test('Find Me Something Similar: a sold car’s enquiry with the default message', async ({ page, request }) => {
  const car = await carOfSite(request, 'harbour-toyota', 'sold')
  const message = 'Can you please find me something similar?'
  await page.goto(siteUrl('harbour-toyota', `/contact?car_id=${car.id}&message=${encodeURIComponent(message)}`))
  const form = page.locator('#contact-form')
  await expect(form.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message)
})

test('another site’s car or a bad car_id: the general contact form, never an error', async ({ page, request }) => {
  const other = await carOfSite(request, 'metro-used-cars', 'in_stock')
  for (const carId of [String(other.id), 'nope', '99999999999999']) {
    const response = await page.goto(siteUrl('harbour-toyota', `/contact?car_id=${encodeURIComponent(carId)}`))
    expect(response?.status()).toBe(200)
    await expect(page.locator('#contact-form').getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  }
})
