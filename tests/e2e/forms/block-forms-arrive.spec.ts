import { type APIRequestContext, expect, type Locator, test } from '@playwright/test'
import { shot } from '../shots'
import { freshMobile, freshUsPhone, PASSWORD, siteUrl, uniqueName } from '../leads/helpers'

// Issue 26.1: the contact form blocks (fleet, feedback survey, service booking) and /models/get-quote posted to a
// route that did not exist and lost the lead. Each is now the one lead form: a shopper fills it in, sees the thanks,
// and staff find the lead with its kind, its page and the shopper's answers.

const SITES = [
  {
    slug: 'harbour-toyota',
    phone: freshMobile,
    postcode: '2000',
    postcodeLabel: 'Postcode',
    phoneLabel: 'Mobile Number',
  },
  // The US site says ZIP code and cell phone number, and lists no models (the quote's model is typed).
  {
    slug: 'lakeside-motors',
    phone: freshUsPhone,
    postcode: '53703',
    postcodeLabel: 'ZIP code',
    phoneLabel: 'Cell phone number',
  },
] as const

const FORMS = [
  { path: '/fleet', form: 'fleet', category: 'Fleet Enquiry', pageId: 'fleet', button: /^Send (Enquiry|Inquiry)$/ },
  {
    path: '/customer-feedback-survey',
    form: 'feedback',
    category: 'Customer Feedback',
    pageId: 'customer-feedback-survey',
    button: 'Send Feedback',
  },
  {
    path: '/genuine-service',
    form: 'service',
    category: 'Service Booking',
    pageId: 'genuine-service',
    button: 'Request Booking',
  },
  {
    path: '/models/get-quote',
    form: 'quote',
    category: 'Quote Request',
    pageId: 'models/get-quote',
    button: 'Request a Quote',
  },
] as const

type StoredLead = {
  form: string
  category: string | null
  name: string | null
  lastName: string | null
  postcode: string | null
  message: string | null
  url: string | null
  fields: Record<string, unknown>
}

let token = ''

async function staffLeads(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  if (!token) {
    const login = await request.post('/api/users/login', { data: { email: 'admin@example.com', password: PASSWORD } })
    token = ((await login.json()) as { token: string }).token
  }
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=5`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredLead[] }).docs
}

const field = (form: Locator, label: string | RegExp) => form.getByRole('textbox', { name: label })

for (const site of SITES) {
  for (const spec of FORMS) {
    test(`${site.slug} ${spec.path}: the form's lead is stored as a ${spec.form} lead of its page`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(siteUrl(site.slug, spec.path))
      await page.locator('header[data-hydrated="true"]').waitFor()
      // The form's own script may arrive after the header's: a click before it would be the browser's plain submit.
      await page.waitForLoadState('networkidle')
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: spec.button }) })
      await form.scrollIntoViewIfNeeded()
      await shot(page, `${site.slug}-${spec.form}-form`)
      await page.setViewportSize({ width: 390, height: 844 })
      await form.scrollIntoViewIfNeeded()
      await shot(page, `${site.slug}-${spec.form}-form`)

      // An empty form is refused in the browser, with the fields' own messages. A click that still came before the
      // form's script is the browser's own submit (the page reloads with the form empty): click again until it is ours.
      await expect(async () => {
        await form.getByRole('button', { name: spec.button }).click()
        await expect(form.getByText('First Name is required.').first()).toBeVisible({ timeout: 3_000 })
      }).toPass({ timeout: 30_000 })
      await expect(form.getByText('*You must agree to the terms of use before submitting.').first()).toBeVisible()
      await shot(page, `${site.slug}-${spec.form}-errors`)

      const name = uniqueName(spec.form)
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
      const message = `Hello from the ${spec.path} page`
      let model: string | null = null
      if (spec.form === 'quote') {
        const select = form.getByRole('combobox', { name: /^Model/ })
        if (await select.count()) {
          model = (await select.locator('option').nth(1).getAttribute('value'))!
          await select.selectOption(model)
        } else {
          model = 'Family SUV'
          await field(form, /^Model/).fill(model)
        }
      }
      await field(form, /^First Name/).fill(name)
      await field(form, /^Last Name/).fill('Shopper')
      await field(form, new RegExp(`^${site.postcodeLabel}`, 'i')).fill(site.postcode)
      await field(form, new RegExp(`^${site.phoneLabel}`)).fill(site.phone())
      await field(form, /^Email Address/).fill(email)
      await field(form, /^Message/).fill(message)
      // Content spec §5: the terms are required on these forms.
      await form.getByRole('checkbox', { name: 'I agree to the terms of use' }).check()
      await form.getByRole('button', { name: spec.button }).click()

      const thanks = page.getByRole('status').filter({ hasText: 'Thank you' })
      await expect(thanks).toBeVisible()
      await expect(thanks).toContainText('the dealership will be in touch')
      // The form scrolls its thanks into view (LeadForm); on a long page the shopper is not left at the footer.
      await expect.poll(() => thanks.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(60)
      await shot(page, `${site.slug}-${spec.form}-thanks`)
      await page.setViewportSize({ width: 1280, height: 900 })
      await thanks.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await shot(page, `${site.slug}-${spec.form}-thanks`)

      const leads = await staffLeads(request, email)
      expect(leads).toHaveLength(1)
      const lead = leads[0]!
      expect(lead).toMatchObject({
        form: spec.form,
        category: spec.category,
        name,
        lastName: 'Shopper',
        postcode: site.postcode,
        message,
      })
      expect(lead.url).toContain(spec.path)
      expect(lead.fields).toMatchObject({ page_id: spec.pageId, ...(model ? { model } : {}) })
    })
  }
}
