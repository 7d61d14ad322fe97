import { expect, test, type Frame, type Page } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

const EDITOR = 'editor@harbour-toyota.example.com'
const SITE = 'harbour-toyota'

type Docs<T> = { docs: T[]; totalDocs: number }

async function restGet<T>(page: Page, path: string): Promise<Docs<T>> {
  const response = await page.request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as Docs<T>
}

async function harbourId(page: Page): Promise<number> {
  return (await restGet<{ id: number }>(page, `/api/sites?where[slug][equals]=${SITE}&depth=0`)).docs[0]!.id
}

/**
 * Opens the document's live preview and returns the preview frame once it has `text` (on screen, or only in the page
 * when `shown` is false: a header link the narrow preview folds into the menu).
 */
async function openLivePreview(page: Page, pathInFrame: RegExp, text: string, shown = true): Promise<Frame> {
  // The admin remembers whether live preview was open for this collection: open it only when it is closed.
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  if (!/live-preview-toggler--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
  const preview = page.frameLocator('#live-preview-iframe')
  const found = preview.getByText(text).first()
  await (shown ? expect(found).toBeVisible({ timeout: 30_000 }) : expect(found).toBeAttached({ timeout: 30_000 }))
  const frame = page.frames().find((f) => pathInFrame.test(new URL(f.url()).pathname))
  expect(frame, `a preview frame on ${String(pathInFrame)}`).toBeTruthy()
  // A mark that only survives while the frame is not reloaded: the change must arrive by refresh, not by a reload.
  await frame!.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true))
  return frame!
}

async function stillSameDocument(frame: Frame): Promise<boolean> {
  return frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)
}

const autosaveOf = (collection: string) => (r: { url: () => string; request: () => { method: () => string } }) =>
  r.url().includes(`/api/${collection}/`) && r.url().includes('autosave=true') && r.request().method() === 'PATCH'

test.describe('live preview follows the editor', () => {
  test('a page: the preview shows a new heading after autosave, without a reload; shoppers still see the published one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)
    const site = await harbourId(page)
    const about = (
      await restGet<{ id: number }>(page, `/api/pages?where[site][equals]=${site}&where[slug][equals]=about-us&depth=0`)
    ).docs[0]!
    await page.goto(`/admin/collections/pages/${about.id}`)
    const heading = page.locator('#field-layout__0__title')
    await expect(heading).toBeVisible({ timeout: 30_000 })
    const published = await heading.inputValue()
    const frame = await openLivePreview(page, /\/about-us$/, published)
    await shot(page, 'admin-live-preview-page')

    const typed = `About us, checked ${Date.now()}`
    const autosaved = page.waitForResponse(autosaveOf('pages'))
    await heading.fill(typed)
    expect((await autosaved).ok()).toBe(true)
    await expect(page.frameLocator('#live-preview-iframe').getByText(typed)).toBeVisible({ timeout: 20_000 })
    expect(await stillSameDocument(frame)).toBe(true)

    // The autosave is a draft: a shopper (no staff session, no draft mode) still gets the published heading, on the
    // site's own host (in production the platform host shows site pages to signed-in staff only).
    const shopper = await browser.newContext()
    const shopperPage = await shopper.newPage()
    const { port } = new URL(page.url())
    await shopperPage.goto(`http://${SITE}.localhost:${port}/about-us`)
    await expect(shopperPage.getByText(published).first()).toBeVisible()
    await expect(shopperPage.getByText(typed)).toHaveCount(0)
    await shopper.close()

    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'admin-live-preview-page')
    // Leave the page as seeded: back to the published heading.
    await page.setViewportSize({ width: 1280, height: 900 })
    const restored = page.waitForResponse(autosaveOf('pages'))
    await heading.fill(published)
    await restored
  })

  test('an offer: the preview shows a new title after autosave, without a reload', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)
    const site = await harbourId(page)
    const offer = (
      await restGet<{ id: number; name: string }>(
        page,
        `/api/offers?where[site][equals]=${site}&where[_status][equals]=published&limit=1&depth=0`,
      )
    ).docs[0]!
    await page.goto(`/admin/collections/offers/${offer.id}`)
    const name = page.locator('#field-name')
    await expect(name).toHaveValue(offer.name, { timeout: 30_000 })
    const frame = await openLivePreview(page, new RegExp(`/offers/${offer.id}$`), offer.name)

    const typed = `${offer.name} (checked ${Date.now()})`
    const autosaved = page.waitForResponse(autosaveOf('offers'))
    await name.fill(typed)
    expect((await autosaved).ok()).toBe(true)
    await expect(page.frameLocator('#live-preview-iframe').getByText(typed).first()).toBeVisible({ timeout: 20_000 })
    expect(await stillSameDocument(frame)).toBe(true)
    await shot(page, 'admin-live-preview-offer')

    const restored = page.waitForResponse(autosaveOf('offers'))
    await name.fill(offer.name)
    await restored
  })

  test('navigation (no drafts): the preview shows a renamed header item after Save, without a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)
    const site = await harbourId(page)
    const navigation = (await restGet<{ id: number }>(page, `/api/navigation?where[site][equals]=${site}&depth=0`))
      .docs[0]!
    await page.goto(`/admin/collections/navigation/${navigation.id}`)
    const label = page.locator('#field-header__0__label')
    await expect(label).toBeVisible({ timeout: 30_000 })
    const before = await label.inputValue()
    const frame = await openLivePreview(page, new RegExp(`/sites/${SITE}/?$`), before, false)

    const typed = `Cars ${Date.now() % 100000}`
    await label.fill(typed)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/navigation/${navigation.id}`) && r.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await saved).ok()).toBe(true)
    await expect(page.frameLocator('#live-preview-iframe').getByText(typed).first()).toBeAttached({
      timeout: 20_000,
    })
    expect(await stillSameDocument(frame)).toBe(true)
    await shot(page, 'admin-live-preview-navigation')

    await label.fill(before)
    const restored = page.waitForResponse(
      (r) => r.url().includes(`/api/navigation/${navigation.id}`) && r.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await restored).ok()).toBe(true)
  })

  test("a location (no drafts): the preview of the location's page shows a new phone number after Save", async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)
    const site = await harbourId(page)
    const location = (
      await restGet<{ id: number; slug: string; contactDetail?: { phone?: string } }>(
        page,
        `/api/locations?where[site][equals]=${site}&where[visible][equals]=true&where[contactDetail.phone][exists]=true&limit=1&depth=0`,
      )
    ).docs[0]!
    const before = location.contactDetail!.phone!
    await page.goto(`/admin/collections/locations/${location.id}`)
    const phone = page.locator('#field-contactDetail__phone')
    await expect(phone).toHaveValue(before, { timeout: 30_000 })
    const frame = await openLivePreview(page, new RegExp(`/locations/${location.slug}$`), before)

    const typed = `02 9${String(Date.now()).slice(-3)} 4321`
    await phone.fill(typed)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/locations/${location.id}`) && r.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await saved).ok()).toBe(true)
    await expect(page.frameLocator('#live-preview-iframe').getByText(typed).first()).toBeAttached({ timeout: 20_000 })
    expect(await stillSameDocument(frame)).toBe(true)
    await shot(page, 'admin-live-preview-location')

    await phone.fill(before)
    const restored = page.waitForResponse(
      (r) => r.url().includes(`/api/locations/${location.id}`) && r.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await restored).ok()).toBe(true)
  })

  test("'Create New' saves nothing until the editor saves", async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)
    const count = async () => (await restGet(page, `/api/offers?draft=true&limit=1&depth=0`)).totalDocs
    const before = await count()

    await page.goto('/admin/collections/offers/create')
    await expect(page).toHaveURL(/\/admin\/collections\/offers\/create/)
    await expect(page.locator('#field-name')).toBeVisible({ timeout: 30_000 })
    // No autosave on a document that was never saved: the editor saves the first draft.
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible()
    await page.waitForTimeout(2_000)
    await shot(page, 'admin-offer-create')
    await page.goto('/admin/collections/offers')
    await expect(page.getByText('<No Name>')).toHaveCount(0)
    expect(await count()).toBe(before)
  })
})
