import { expect, test } from '@playwright/test'
import { fillContact, PASSWORD, siteUrl, uniqueName } from './helpers'

test('the contact page has the contact form, and its lead carries the pages visited before it (visited_pages)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Each page records itself once React has hydrated it (the header says so).
  for (const pathname of ['/?utm_source=e2e', '/special-offers', '/contact']) {
    await page.goto(siteUrl('harbour-toyota', pathname))
    await page.locator('header[data-hydrated="true"]').waitFor()
  }
  const form = page.locator('#contact-form')
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  const name = uniqueName('Visits')
  await fillContact(page, name, { name: 'First Name', email: 'Email Address', phone: 'Mobile Number' })
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Tester')
  await form.getByRole('textbox', { name: 'Postcode' }).fill('2000')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()

  const login = await request.post('/api/users/login', {
    data: { email: 'editor@harbour-toyota.example.com', password: PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  const found = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await found.json()) as {
    docs: { leadAttributes?: { visitedPages?: string[]; linkedQueryParams?: Record<string, string> } }[]
  }
  expect(docs).toHaveLength(1)
  const visited = docs[0]!.leadAttributes?.visitedPages ?? []
  expect(visited).toEqual(expect.arrayContaining(['/?utm_source=e2e', '/special-offers', '/contact']))
  expect(docs[0]!.leadAttributes?.linkedQueryParams).toMatchObject({ utm_source: 'e2e' })
})
