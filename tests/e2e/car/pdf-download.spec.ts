import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { carOf, shot, siteUrl } from '../leads/helpers'

// Issue 19.10: 'The PDF download shows a downloading state and alerts the error message on failure.'

test('The PDF download shows a downloading state and alerts the error message on failure', async ({
  page,
  request,
}) => {
  // A real PDF is made first: on a loaded CI machine that alone has taken most of a minute.
  test.setTimeout(120_000)
  const car = await carOf(request, 'harbour-toyota')
  const slug = ((await (await request.get(`/api/cars/${car.id}?depth=0`)).json()) as { slug: string }).slug
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('harbour-toyota', `/cars/${slug}`))
  await hydrated(page)
  const button = page.getByTestId('btn-pdf')
  await expect(button).toHaveText('Download PDF')

  // Slowed down: the button says 'Downloading…' until the file is there, saved as {slug}.pdf.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cars/*/pdf*', async (route) => {
    await held
    await route.continue()
  })
  const download = page.waitForEvent('download')
  await button.click()
  await expect(button).toHaveText('Downloading…')
  await shot(page, 'car-pdf-downloading')
  release()
  expect((await download).suggestedFilename()).toBe(`${slug}.pdf`)
  await expect(button).toHaveText('Download PDF')
  await page.unroute('**/api/cars/*/pdf*')

  // A failure: an alert with the server's error message.
  await page.route('**/api/cars/*/pdf*', (route) =>
    route.fulfill({ status: 500, json: { error: 'The PDF could not be made just now.' } }),
  )
  // Accepted inside the handler: once a waitForEvent listener is gone, Playwright dismisses a dialog by itself, and a
  // later accept() waited for a dialog that was no longer there (CI timed out on it).
  const dialog = new Promise<{ type: string; message: string }>((resolve) =>
    page.once('dialog', async (shown) => {
      resolve({ type: shown.type(), message: shown.message() })
      await shown.accept()
    }),
  )
  await button.click()
  const alert = await dialog
  expect(alert.type).toBe('alert')
  expect(alert.message).toBe('The PDF could not be made just now.')
  await expect(button).toHaveText('Download PDF')
})
