import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`

test('the dealer with chat: Make an Offer opens the chat with the car named, and the message is taken as a lead', async ({
  page,
  request,
}) => {
  const siteDoc = (
    (await (await request.get('/api/sites?where[slug][equals]=outback-caravans&depth=0&limit=1')).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const cars = (
    (await (
      await request.get(
        `/api/cars?where[site][equals]=${siteDoc.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&depth=0&limit=1&sort=id`,
      )
    ).json()) as { docs: { slug: string; make: string }[] }
  ).docs
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('outback-caravans', `/cars/${cars[0]!.slug}`))
  await hydrated(page)
  await page.getByTestId('btn-make-offer').click()
  const dialog = page.getByRole('dialog', { name: /Chat with/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: /message/i })).toHaveValue(/make an offer on the .*/)
  await shot(page, 'chat-dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Chat Offer')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`chat.${Date.now().toString(36)}@example.com`)
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(
    `0413 ${String(Date.now() % 1e6)
      .padStart(6, '0')
      .replace(/(\d{3})(\d{3})/, '$1 $2')}`,
  )
  // Outback asks which yard (forms.forceLocationField) and has two since issue 26.7: the shopper picks one.
  const location = dialog.getByRole('combobox', { name: 'Location' })
  if ((await location.count()) > 0) await location.selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(dialog.getByRole('status')).toContainText('Thank you')
})

test('the chat button shows on the pages of a site with chat, not on its service and parts pages, and not on sites without it', async ({
  page,
}) => {
  await page.goto(site('outback-caravans', '/'))
  await hydrated(page)
  await expect(page.getByTestId('chat-button')).toBeVisible()
  await page.goto(site('outback-caravans', '/service'))
  await hydrated(page)
  await expect(page.getByTestId('chat-button')).toHaveCount(0)
  await page.goto(site('harbour-toyota', '/'))
  await hydrated(page)
  await expect(page.getByTestId('chat-button')).toHaveCount(0)
})
