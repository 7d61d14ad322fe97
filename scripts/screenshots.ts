/**
 * `npx tsx scripts/screenshots.ts OUT_DIR URL...`: full-page PNGs of each URL at 390 px and 1280 px wide,
 * in Debian's Chromium, for looking at what a change did to a page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const [outDir, ...urls] = process.argv.slice(2)
if (!outDir || urls.length === 0) {
  console.error('Usage: npx tsx scripts/screenshots.ts OUT_DIR URL...')
  process.exit(1)
}
fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
  for (const url of urls) {
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    const name = `${url
      .replace(/^https?:\/\//, '')
      .replace(/[^a-z0-9]+/gi, '_')
      .replace(/_+$/, '')}-${width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: true })
    console.log(`${response?.status()} ${name}`)
  }
  await page.close()
}
await browser.close()
