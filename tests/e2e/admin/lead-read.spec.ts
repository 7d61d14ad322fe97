import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { mailHeader } from '../../eml'
import { carOf, freshMobile, loginAdmin, outboxDir, port, siteId, uniqueName } from '../leads/helpers'

/**
 * Issue 20.5 "Leads staff can read": every answer as a labelled field, the car with a link, the delivery status per
 * channel with "Send again"; the notification e-mail set up from the site settings with a test button.
 */
const ADMIN = 'site-admin@harbour-toyota.example.com'
const NOTIFY = 'sales@harbour-toyota.example'
const SHOTS = path.resolve(`.data/e2e-${port}-shots/admin`)

async function shot(page: Page, name: string, width: number) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width, height: 900 })
  await page.waitForTimeout(300)
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true })
}

test('site staff read a lead: labelled answers, the car with its links, each channel with "Send again"', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const harbour = await siteId(request, 'harbour-toyota')
  const car = await carOf(request, 'harbour-toyota')
  await loginAdmin(page, ADMIN)

  // What the seed set up (the demo's sales@ address), put back afterwards for the suites that follow.
  const seeded = (await (await page.request.get(`http://localhost:${port}/api/sites/${harbour}?depth=0`)).json()).forms
    ?.leadNotifications ?? { enabled: true, emails: [] }
  // The site admin sets up the notification from the site settings (saved through the admin's own session).
  const setUp = await page.request.patch(`http://localhost:${port}/api/sites/${harbour}`, {
    data: { forms: { leadNotifications: { enabled: true, emails: [NOTIFY] } } },
  })
  expect(setUp.ok(), await setUp.text()).toBe(true)
  try {
    // A shopper's car enquiry, as the car page sends it.
    const name = uniqueName('Reader')
    // On the platform host the body names the site (a dealer host names it by itself).
    const sent = await request.post(`http://localhost:${port}/api/leads/submit`, {
      headers: { origin: `http://localhost:${port}` },
      data: {
        site: 'harbour-toyota',
        form: 'car',
        car_id: String(car.id),
        message: 'Is it still available this weekend?',
        additional_services: ['Finance', 'Trade-In Valuation'],
        name,
        email: 'reader@example.com',
        phone: freshMobile(),
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { lead_id: leadId } = (await sent.json()) as { lead_id: number }

    // The server's job worker delivers it; the notification reaches the address of the settings.
    await expect(async () => {
      const lead = (await (await page.request.get(`http://localhost:${port}/api/leads/${leadId}?depth=0`)).json()) as {
        delivery?: { notification?: { status?: string } }
      }
      expect(lead.delivery?.notification?.status).toBe('delivered')
    }).toPass({ timeout: 60_000 })
    const mail = fs
      .readdirSync(outboxDir)
      .filter((f) => f.includes(`-lead-${leadId}-`))
      .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'))
      .find((raw) => /X-Lead-Event: notification/.test(raw))
    expect(mail, 'the notification e-mail in the outbox').toBeTruthy()
    expect(mailHeader(mail!, 'Subject')).toBe(`New lead: Car enquiry – ${car.name}`)

    await page.goto(`/admin/collections/leads/${leadId}`)
    const answers = page.getByTestId('lead-answers')
    await expect(answers.getByRole('heading', { name: 'Car enquiry' })).toBeVisible()
    await expect(answers.getByTestId('answer-message')).toHaveText(/Message\s*Is it still available this weekend\?/)
    await expect(answers.getByTestId('answer-additional_services')).toHaveText(
      /I am also interested in\s*Finance, Trade-In Valuation/,
    )
    await expect(answers.getByTestId('answer-name')).toHaveText(new RegExp(`Name\\s*${name}`))
    const carLine = answers.getByTestId('lead-car')
    await expect(carLine).toContainText(car.name)
    await expect(carLine.getByRole('link', { name: 'Open the car in the admin' })).toHaveAttribute(
      'href',
      `/admin/collections/cars/${car.id}`,
    )
    await expect(carLine.getByRole('link', { name: 'See the car on the site' })).toHaveAttribute(
      'href',
      new RegExp(`^/sites/harbour-toyota/cars/`),
    )
    // The raw form data is out of the way, under Technical details (closed).
    await expect(page.getByText('Technical details')).toBeVisible()
    await expect(page.locator('#field-fields')).toBeHidden()
    await shot(page, 'lead-answers', 1280)
    await shot(page, 'lead-answers', 390)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Delivery', exact: true }).click()
    for (const label of ['CRM webhook', 'CRM e-mail', 'Notification e-mail'])
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    await expect(page.locator('#field-delivery__notification__status')).toContainText('Delivered')
    for (const channel of ['webhook', 'email', 'notification'])
      await expect(page.getByTestId(`send-again-${channel}`).getByRole('button', { name: 'Send again' })).toBeVisible()
    await shot(page, 'lead-delivery', 1280)
    await shot(page, 'lead-delivery', 390)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByTestId('send-again-notification').getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByTestId('send-again-notification-answer')).toHaveText(/^Queued: the lead will be sent/)
    // The button follows the lead until the channel has an outcome, says it, and the screen shows it (no reload).
    await expect(page.getByTestId('send-again-notification-answer')).toHaveText('Sent again: Delivered.', {
      timeout: 60_000,
    })
    await expect(page.locator('#field-delivery__notification__status')).toContainText('Delivered')
    await expect(async () => {
      const count = fs
        .readdirSync(outboxDir)
        .filter((f) => f.includes(`-lead-${leadId}-`))
        .filter((f) => /X-Lead-Event: notification/.test(fs.readFileSync(path.join(outboxDir, f), 'utf8'))).length
      expect(count).toBe(2)
    }).toPass({ timeout: 60_000 })

    // The settings group, with its test button.
    await page.goto(`/admin/collections/sites/${harbour}`)
    await page.getByRole('button', { name: 'Forms', exact: true }).click()
    await expect(page.getByText('Lead notifications', { exact: true })).toBeVisible()
    await page.getByTestId('test-lead-notification').getByRole('button', { name: 'Send a test e-mail' }).click()
    await expect(page.getByTestId('test-lead-notification-answer')).toHaveText(
      `Test e-mail sent to ${NOTIFY}. Check the inbox (and the spam folder).`,
    )
    await page.getByTestId('test-lead-notification').scrollIntoViewIfNeeded()
    await shot(page, 'site-lead-notifications', 1280)
    await shot(page, 'site-lead-notifications', 390)
  } finally {
    await page.request.patch(`http://localhost:${port}/api/sites/${harbour}`, {
      data: { forms: { leadNotifications: { enabled: seeded.enabled, emails: seeded.emails ?? [] } } },
    })
  }
})
