import { type APIRequestContext, expect, test } from '@playwright/test'
import { hydrated, site } from '../content/site'

/**
 * Issue 39.4: the car page's enquiry form at its foot loads its code (the form, react-hook-form, the phone rules)
 * only when the shopper comes near it or uses it (src/components/forms/DeferredLeadForm.tsx). Until then the
 * server's form is on the page as HTML: it reads without JavaScript, and what is typed into it is kept.
 */

async function availableCar(request: APIRequestContext, slug: string): Promise<string> {
  const sites = await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)
  const id = ((await sites.json()) as { docs: { id: number }[] }).docs[0]!.id
  const res = await request.get(
    `/api/cars?where[site][equals]=${id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][equals]=false&depth=0&limit=1`,
  )
  return ((await res.json()) as { docs: { slug: string }[] }).docs[0]!.slug
}

test('the car page’s enquiry form is on the page without JavaScript', async ({ browser, request }) => {
  const car = await availableCar(request, 'metro-used-cars')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(site('metro-used-cars', `/cars/${car}`))
  const form = page.locator('#enquire form[data-lead-form="car"]')
  await expect(form).toBeVisible()
  await expect(form.getByLabel('Name', { exact: false }).first()).toBeVisible()
  await expect(form.getByRole('button', { name: /send|submit|enquire/i })).toBeVisible()
  await context.close()
})

test('the enquiry form’s code loads only near the form; what was typed before it arrived is kept and checked', async ({
  page,
  request,
}) => {
  const car = await availableCar(request, 'metro-used-cars')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site('metro-used-cars', `/cars/${car}`))
  await hydrated(page)
  const holder = page.locator('#enquire [data-deferred-lead-form]')
  // Hydrated, the form far below the screen: still the server's HTML.
  await page.waitForTimeout(500)
  await expect(holder).toHaveAttribute('data-deferred-lead-form', '')

  // Any script from now on is the form's own: hold it back so the shopper types into the server's form first.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  const name = holder.locator('input[name="name"]')
  await name.scrollIntoViewIfNeeded()
  await name.click()
  await name.pressSequentially('Jamie')
  await expect(holder).toHaveAttribute('data-deferred-lead-form', '')
  release()

  await expect(holder).toHaveAttribute('data-deferred-lead-form', 'live')
  await expect(holder.locator('input[name="name"]')).toHaveValue('Jamie')
  await expect(holder.locator('input[name="name"]')).toBeFocused()
  // The live form checks: a required field left empty is named.
  await holder.locator('form button[type="submit"]').click()
  await expect(holder.getByText(/Email is required|valid email/i).first()).toBeVisible()
})
