import type { Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

/** A demo site's URL by host ({slug}.localhost resolves to this machine in Chromium). */
export const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

/** Opens a site page and waits until React is interactive (the header marks itself hydrated). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** Waits until React is interactive on the current page (after a link was followed). */
export async function hydrated(page: Page) {
  await page.locator('header[data-hydrated="true"]').waitFor({ timeout: 30_000 })
}
