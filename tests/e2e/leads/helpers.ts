import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'

export const port = Number(process.env.E2E_PORT ?? 3100)
export const siteUrl = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`
export const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'
/** The e2e server's data directory (playwright.config.ts: DATA_DIR=.data/e2e-{port}). */
export const outboxDir = path.resolve(`.data/e2e-${port}/outbox`)

/** A name no other run used, so each test finds exactly its own lead in the admin. */
export const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

let mobile = Math.floor(Math.random() * 1e6)
/** A valid AU mobile that no earlier submission used (the per-phone rate limit counts per number). */
export const freshMobile = () =>
  `0413 ${String((mobile = (mobile + 7919) % 1e6))
    .padStart(6, '0')
    .replace(/(\d{3})(\d{3})/, '$1 $2')}`

export async function siteId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  return docs[0]!.id
}

export interface SeededCar {
  id: number
  name: string
  price: number
  car_type: string
}

/** An in-stock, unreserved car of the site with a real price (read through the public REST API). */
export async function carOf(request: APIRequestContext, slug: string, carType?: string): Promise<SeededCar> {
  const site = await siteId(request, slug)
  const type = carType ? `&where[car_type][equals]=${carType}` : ''
  const response = await request.get(
    `/api/cars?where[site][equals]=${site}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&where[price][greater_than]=5000${type}&depth=0&limit=1&sort=id`,
  )
  const { docs } = (await response.json()) as { docs: SeededCar[] }
  expect(docs.length, `a seeded in-stock car on ${slug}`).toBeGreaterThan(0)
  return docs[0]!
}

/** A valid US number for the en-US site. */
export const freshUsPhone = () =>
  `(608) ${200 + Math.floor(Math.random() * 700)}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`

export async function fillContact(
  page: Page,
  name: string,
  labels = { name: 'Name', email: 'Email', phone: 'Phone' },
  phone: string = freshMobile(),
) {
  await page.getByRole('textbox', { name: labels.name, exact: true }).fill(name)
  await page
    .getByRole('textbox', { name: labels.email, exact: true })
    .fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
  await page.getByRole('textbox', { name: labels.phone, exact: true }).fill(phone)
}

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
}

export async function loginAdmin(page: Page, email: string) {
  await signInToAdmin(page, email, { password: PASSWORD })
  await page.waitForLoadState('networkidle')
}

/** Screenshots for looking at the forms (kept out of test-results, which other runs in this checkout clear). */
export const SHOTS_DIR = path.resolve(`.data/e2e-${port}-shots/leads`)

export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true })
}
