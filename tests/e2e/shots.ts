import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

/** A screenshot to look at, kept out of test-results (which each run clears): .data/e2e-{port}-shots/pages. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(`.data/e2e-${port}-shots/pages`)
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage: false })
}
