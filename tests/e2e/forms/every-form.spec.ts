import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { DEMO_SITES } from '../../../seed/demoSites'
import { REFERENCE_PATTERN } from '../../../src/domain/leadReference'
import { mailHeader } from '../../eml'
import { freshMobile, freshUsPhone, outboxDir, PASSWORD, siteUrl } from '../leads/helpers'
import { type CrmReceiver, startCrmReceiver } from './outcome/crmReceiver'
import { discoverForms, type FormCase, readSiteContent, type SiteContent } from './outcome/discover'
import { type Answer, fillStep, pressOn, settled, type Shopper } from './outcome/fillAsShopper'

// Issue 26.2, "An outcome suite generated from content": every form a shopper can reach on every demo site, found
// from the site's content and its pages as served (tests/e2e/forms/outcome/discover.ts), filled as a person would,
// sent, then read back twice: the lead staff see (kind, car, answers) and the one delivery the dealer's CRM got.

type StoredLead = {
  id: number
  reference?: string | null
  form: string
  site: number
  car: number | null
  [key: string]: unknown
}

type Outcome = {
  form: FormCase
  site: SiteContent
  leadId: number | null
  /** The reference the intake answered (issue 39.1), what the shopper quotes. */
  reference?: string | null
  answers: Answer[]
  problems: string[]
  seconds?: number
}

const digits = (s: string) => s.replace(/\D/g, '')

/** The typed or chosen answer, somewhere in the lead (its columns or its form data), as staff or a CRM read it. */
function holds(record: unknown, answer: Answer): boolean {
  const text = JSON.stringify(record).toLowerCase()
  if (answer.how === 'ticked') return true
  if (/^[\d\s()+-]{8,}$/.test(answer.value)) return digits(text).includes(digits(answer.value).slice(-8))
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(answer.value)) return text.includes(answer.value.slice(0, 10))
  return text.includes(answer.value.toLowerCase())
}

let runs = 0
const shopperOf = (site: SiteContent, form: FormCase): Shopper => {
  const tag = `${Date.now().toString(36)}${(runs++).toString(36)}`
  const us = site.locale === 'en-US'
  return {
    firstName: `Outcome${tag}`,
    email: `outcome.${form.kind}.${tag}@example.com`,
    phone: us ? freshUsPhone() : freshMobile(),
    postcode: us ? '53703' : '2000',
    message: `Outcome suite ${tag} on ${form.path}`,
  }
}

/** Opens the form (on its page, or its dialog from its button), fills every step and sends it; the stored lead's id. */
async function submitAsShopper(
  page: Page,
  site: SiteContent,
  form: FormCase,
  answers: Answer[],
): Promise<{ leadId: number; reference: string | null }> {
  await page.goto(siteUrl(site.slug, form.path))
  await page.locator('header[data-hydrated="true"]').waitFor()
  await page.waitForLoadState('networkidle')
  if (form.via === 'dialog') {
    const button = page.locator(
      form.button ? `[data-testid="${form.button}"][data-lead-dialog]` : `[data-lead-dialog="${form.kind}"]`,
    )
    await button.locator('visible=true').first().click()
  }
  const scope = form.via === 'dialog' ? page.locator('dialog[open]') : page
  const element = scope.locator(`form[data-lead-form="${form.kind}"]`).nth(form.index)
  await element.scrollIntoViewIfNeeded()
  const who = shopperOf(site, form)
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/leads/submit') && r.request().method() === 'POST', {
    timeout: 30_000,
  })
  sent.catch(() => undefined)
  for (let step = 0; step < 8; step++) {
    await settled(element)
    await fillStep(element, who, answers)
    const pressed = await pressOn(element)
    if (pressed === 'submitted') break
    if (pressed === 'stuck') throw new Error('no Next or submit button')
  }
  const response = await sent
  const answer = (await response.json()) as {
    lead_id?: number
    reference?: string | null
    error?: string
    errors?: unknown
  }
  expect(response.ok(), `the intake's answer (${response.status()}): ${JSON.stringify(answer)}`).toBe(true)
  expect(answer.lead_id, 'a stored lead').toBeTruthy()
  // The shopper is told: the thanks in place, the success page of a multi-step form, or the trade-in's offer.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /thank you/i })
      .or(page.getByRole('heading', { name: /thank|offer|estimate|value/i }))
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  return { leadId: answer.lead_id!, reference: answer.reference ?? null }
}

async function checkStoredLead(
  staff: APIRequestContext,
  site: SiteContent,
  form: FormCase,
  leadId: number,
  reference: string | null,
  answers: Answer[],
  problems: string[],
) {
  const lead = (await (await staff.get(`/api/leads/${leadId}?depth=0`)).json()) as StoredLead
  if (lead.form !== form.kind) problems.push(`stored as a ${lead.form} lead, not ${form.kind}`)
  // Issue 39.1: a reference a dealer can quote, site-prefixed and random, the one the shopper was answered.
  if (!lead.reference || !REFERENCE_PATTERN.test(lead.reference)) problems.push(`stored reference ${lead.reference}`)
  else if (reference !== lead.reference)
    problems.push(`the shopper was told ${reference}, the lead says ${lead.reference}`)
  if (lead.site !== site.id) problems.push(`stored on site ${lead.site}, not ${site.id}`)
  if (form.carId !== null && lead.car !== form.carId) problems.push(`stored with car ${lead.car}, not ${form.carId}`)
  for (const answer of answers)
    if (!holds(lead, answer)) problems.push(`stored lead lacks ${answer.label || answer.name} = ${answer.value}`)
}

/** The lead's e-mails in the local outbox (DATA_DIR/outbox of the e2e server): the dealer's inbox in the demo. */
function outboxMailsOf(leadId: number): string[] {
  if (!fs.existsSync(outboxDir)) return []
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.includes(`-lead-${leadId}-`) && file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
}

/**
 * Issue 39.1: the lead reaches a person. The demo seed sends each site's leads to its outbox addresses: the CRM's ADF
 * address (crm@{slug}.example) and, where the site announces leads, its sales team (sales@{slug}.example); each
 * e-mail carries the lead's reference.
 */
function checkInbox({ site, leadId, reference, problems }: Outcome & { leadId: number }, notifies: boolean) {
  const mails = outboxMailsOf(leadId)
  const to = (address: string) => mails.find((raw) => (mailHeader(raw, 'To') ?? '').includes(address))
  const expected = [`crm@${site.slug}.example`, ...(notifies ? [`sales@${site.slug}.example`] : [])]
  for (const address of expected) {
    const mail = to(address)
    if (!mail) problems.push(`no e-mail to ${address} in the outbox`)
    else if (reference && mailHeader(mail, 'X-Lead-Reference') !== reference)
      problems.push(`the e-mail to ${address} lacks the reference ${reference}`)
  }
}

function checkDelivery(
  crm: CrmReceiver,
  { form, site, leadId, reference, answers, problems }: Outcome & { leadId: number },
) {
  const [delivery] = crm.deliveriesOf(leadId)
  if (!delivery) {
    problems.push('the CRM got nothing')
    return
  }
  const doc = delivery.doc as {
    form?: string
    reference?: string | null
    site?: { slug?: string }
    car?: { id?: number } | null
  }
  if (!reference || doc.reference !== reference) problems.push(`delivered with reference ${doc.reference}`)
  if (!delivery.signed) problems.push('the CRM delivery is not signed with the site secret')
  if (delivery.site !== site.slug || doc.site?.slug !== site.slug) problems.push(`delivered to ${delivery.site}`)
  if (doc.form !== form.kind) problems.push(`delivered as a ${doc.form} lead`)
  if (form.carId !== null && doc.car?.id !== form.carId) problems.push(`delivered with car ${doc.car?.id}`)
  for (const answer of answers)
    if (!holds(doc, answer)) problems.push(`delivered lead lacks ${answer.label || answer.name} = ${answer.value}`)
}

/** One browser context per site (fewer cold starts); each form's own page in it. */
async function runSite(
  browser: Browser,
  staff: APIRequestContext,
  anon: APIRequestContext,
  slug: string,
): Promise<Outcome[]> {
  const origin = new URL(siteUrl(slug)).origin
  const site = await readSiteContent(anon, slug, origin)
  const started = Date.now()
  const { cases, pagesRead, pagesWithForms } = await discoverForms(anon, origin, site)
  console.log(
    `${slug}: ${cases.length} forms on ${pagesRead} pages read (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  // Discovery itself must not go blind (a marker renamed, a site unread): every site has its car page's dialogs.
  expect(
    cases.filter((c) => c.via === 'dialog' && c.carId === site.car.id).length,
    `${slug}: the car page's dialog forms`,
  ).toBeGreaterThan(0)
  const outcomes: Outcome[] = []
  // Content: a page whose blocks hold a form shows it (a form block rendered without the one lead form is lost).
  for (const path of site.formBlockPages)
    if (!pagesWithForms.has(path))
      outcomes.push({
        form: { site: slug, path, kind: 'form block', index: 0, via: 'page', carId: null },
        site,
        leadId: null,
        answers: [],
        problems: ['its blocks hold a form, but the page shows no lead form'],
      })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  for (const form of cases) {
    const answers: Answer[] = []
    const outcome: Outcome = { form, site, leadId: null, answers, problems: [] }
    outcomes.push(outcome)
    await test.step(`${slug} ${form.path} ${form.via} ${form.kind}`, async () => {
      const began = Date.now()
      try {
        const sent = await submitAsShopper(page, site, form, answers)
        outcome.leadId = sent.leadId
        outcome.reference = sent.reference
        await checkStoredLead(staff, site, form, outcome.leadId, sent.reference, answers, outcome.problems)
      } catch (error) {
        outcome.problems.push((error instanceof Error ? error.message : String(error)).split('\n')[0]!)
      }
      outcome.seconds = Math.round((Date.now() - began) / 100) / 10
    })
  }
  await context.close()
  return outcomes
}

test("An outcome suite generated from content: every form a shopper can reach stores its lead with its kind, car, answers and reference, the CRM gets it once, and the dealer's inbox (the outbox) has it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(12 * 60_000)
  const staff = await playwrightRequest.newContext({ baseURL })
  const anon = await playwrightRequest.newContext({ baseURL })
  const login = await staff.post('/api/users/login', { data: { email: 'admin@example.com', password: PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }

  const sites = DEMO_SITES.map((d) => d.slug)
  const secrets = new Map<string, string>()
  const before = new Map<string, { id: number; forms: Record<string, unknown> }>()
  for (const slug of sites) {
    const doc = (
      (await (await staff.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`, { headers: auth })).json()) as {
        docs: { id: number; forms: Record<string, unknown> }[]
      }
    ).docs[0]!
    before.set(slug, doc)
    const secret = (await (await staff.get(`/api/leads/webhook-secret?site=${doc.id}`, { headers: auth })).json()) as {
      secret: string
    }
    secrets.set(slug, secret.secret)
  }
  const crm = await startCrmReceiver(secrets)
  const outcomes: Outcome[] = []
  try {
    for (const [slug, doc] of before) {
      const set = await staff.patch(`/api/sites/${doc.id}`, {
        headers: auth,
        data: { forms: { ...doc.forms, leadWebhookUrl: crm.url(slug) } },
      })
      expect(set.ok(), `${slug}: the CRM webhook is set`).toBe(true)
    }
    for (const slug of sites) outcomes.push(...(await runSite(browser, staff, anon, slug)))

    // The deliverLead jobs run from the queue every two seconds (payload.config.ts jobs.autoRun), meanwhile.
    const stored = outcomes.filter((o): o is Outcome & { leadId: number } => o.leadId !== null)
    await expect
      .poll(() => stored.filter((o) => crm.deliveriesOf(o.leadId).length === 0).length, {
        timeout: 60_000,
        intervals: [1_000],
      })
      .toBe(0)
      .catch(() => undefined)
    // The e-mails are written by the same jobs, a moment after the webhook.
    const notifies = (o: Outcome) =>
      (before.get(o.site.slug)?.forms.leadNotifications as { enabled?: boolean } | undefined)?.enabled !== false
    await expect
      .poll(() => stored.filter((o) => outboxMailsOf(o.leadId).length < (notifies(o) ? 2 : 1)).length, {
        timeout: 30_000,
        intervals: [1_000],
      })
      .toBe(0)
      .catch(() => undefined)
    // Exactly once: a moment after the last delivery, no lead has come twice (a retry, a second job, a resend).
    await new Promise((r) => setTimeout(r, 5_000))
    for (const outcome of stored) {
      checkDelivery(crm, outcome)
      checkInbox(outcome, notifies(outcome))
      const count = crm.deliveriesOf(outcome.leadId).length
      if (count > 1) outcome.problems.push(`the CRM got it ${count} times`)
    }
  } finally {
    for (const [, doc] of before)
      await staff.patch(`/api/sites/${doc.id}`, {
        headers: auth,
        data: { forms: { ...doc.forms, leadWebhookUrl: doc.forms.leadWebhookUrl ?? null } },
      })
    await crm.close()
    await staff.dispose()
    await anon.dispose()
  }

  const failed = outcomes.filter((o) => o.problems.length > 0)
  const formCount = outcomes.length
  for (const o of outcomes)
    console.log(
      `${o.problems.length ? 'FAIL' : 'ok  '} ${o.form.site} ${o.form.path} (${o.form.via} ${o.form.kind})${o.leadId ? ` lead ${o.leadId}` : ''} ${o.seconds ?? 0} s${o.problems.length ? `: ${o.problems.join('; ')}` : ''}`,
    )
  console.log(
    `${formCount} forms on ${sites.length} sites: ${formCount - failed.length} passed, ${failed.length} failed`,
  )
  expect(formCount, 'forms found').toBeGreaterThan(sites.length * 4)
  expect(
    failed.map((o) => `${o.form.site} ${o.form.path} ${o.form.kind}: ${o.problems.join('; ')}`),
    'forms that lost or mangled their lead',
  ).toEqual([])
})
