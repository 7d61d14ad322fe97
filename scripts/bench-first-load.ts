/**
 * `npm run bench:first-load -- URL [URL...]`: what a shopper's first visit costs. For each page: the HTML's
 * size, the JavaScript it loads on first paint (every <script src> and every framework script the paint-first loader
 * adds after the paint, gzip-compressed as a CDN would send it),
 * and the server time (time to the full HTML, median and p95 of 20 sequential requests after a warm-up).
 *
 * Then the same pages on the phone profile of issue 39.4 (Chromium at 390 px, 4x CPU slowdown, DevTools' "Slow 4G",
 * a cold cache each load): first contentful paint, hydration done (the header marks itself `data-hydrated`, set by
 * the header's first effect, i.e. once React has hydrated the page) and time to interactive, taken as Lighthouse
 * does: the end of the last long task (> 50 ms) before a 5 s quiet window, and not before hydration or first paint.
 * Medians of FIRST_LOAD_PHONE_RUNS loads (5); FIRST_LOAD_PHONE_RUNS=0 skips it. On a shared machine the CPU
 * slowdown multiplies whatever else is running: compare figures taken side by side.
 *
 * Run it against a production server (`npm start`).
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 20)
const PHONE_RUNS = Number(process.env.FIRST_LOAD_PHONE_RUNS ?? 5)
const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('Usage: npm run bench:first-load -- http://harbour-toyota.localhost:3000/search [more URLs]')
  process.exit(1)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function measure(url: string) {
  const html = await (await fetch(url)).text()
  // Modern browsers skip `noModule` scripts (Next's legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/\snomodule/i.test(m[1]!))
    .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((src): src is string => Boolean(src))
  // The framework scripts the paint-first loader adds after the first paint (src/server/paintFirst.ts) are in its JSON.
  const deferred = [...html.matchAll(/"src":"(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const scripts = [...tags, ...deferred].map((src) => new URL(src.replace(/&amp;/g, '&'), url).href)
  let raw = 0
  let gzip = 0
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  const times: number[] = []
  for (let i = 0; i < RUNS + 2; i++) {
    const start = performance.now()
    await (await fetch(url)).text()
    if (i >= 2) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    url,
    html: gzipSync(html).length,
    scripts: new Set(scripts).size,
    raw,
    gzip,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  }
}

console.log(`First load (${new Date().toISOString().slice(0, 10)}; ${RUNS} timed requests each, sequential)`)
console.log(
  'page'.padEnd(58),
  'HTML gz'.padStart(9),
  'scripts'.padStart(8),
  'JS gz'.padStart(10),
  'JS raw'.padStart(10),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
)
for (const url of urls) {
  const r = await measure(url)
  console.log(
    r.url.slice(0, 58).padEnd(58),
    kb(r.html).padStart(9),
    String(r.scripts).padStart(8),
    kb(r.gzip).padStart(10),
    kb(r.raw).padStart(10),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
  )
}

/** Chrome DevTools' "Slow 4G" preset (as tests/e2e/car/no-lost-clicks.spec.ts). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 }
const QUIET_MS = 5000

type PhoneLoad = {
  fcp: number
  hydrated: number
  lastLongTask: number
  tti: number
  longTasks: number
  /** False when the load never had its quiet window within the time allowed. */
  quiet: boolean
}

declare global {
  interface Window {
    __firstLoad?: { longTasks: [number, number][]; hydrated: number | null }
  }
}

async function phoneLoad(browser: import('@playwright/test').Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  // No named inner functions here: tsx would wrap them in a `__name` helper the page does not have.
  await page.addInitScript(() => {
    const state: NonNullable<Window['__firstLoad']> = { longTasks: [], hydrated: null }
    window.__firstLoad = state
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.startTime + e.duration])
    }).observe({ type: 'longtask', buffered: true })
    new MutationObserver(() => {
      if (state.hydrated === null && document.querySelector('header[data-hydrated="true"]'))
        state.hydrated = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
  // Until hydrated and no long task for QUIET_MS (Lighthouse's quiet window), at most 60 s: a load that never gets
  // its quiet window (a loaded machine) counts with what it had, and is reported.
  const quiet = await page
    .waitForFunction(
      (quiet) => {
        const s = window.__firstLoad!
        if (s.hydrated === null) return false
        const last = Math.max(s.hydrated, ...s.longTasks.map(([, end]) => end))
        return performance.now() - last >= quiet
      },
      QUIET_MS,
      { polling: 500, timeout: 60_000 },
    )
    .then(
      () => true,
      () => false,
    )
  const r = await page.evaluate(() => {
    const s = window.__firstLoad!
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: s.hydrated ?? NaN,
      lastLongTask: Math.max(0, ...s.longTasks.map(([, end]) => end)),
      longTasks: s.longTasks.length,
    }
  })
  await context.close()
  return { ...r, quiet, tti: Math.max(r.fcp, r.hydrated, r.lastLongTask) }
}

if (PHONE_RUNS > 0) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  })
  const median = (values: number[]) =>
    percentile(
      // Over the loads that got there: a load not hydrated in the time allowed has no figure (the quiet column).
      values.filter(Number.isFinite).sort((a, b) => a - b),
      50,
    )
  console.log('')
  console.log(
    `Phone profile (390 px, 4x CPU, Slow 4G, cold cache; median of ${PHONE_RUNS} loads; ms after navigation start)`,
  )
  console.log(
    'page'.padEnd(58),
    'FCP'.padStart(7),
    'hydrated'.padStart(9),
    'last LT'.padStart(8),
    'TTI'.padStart(7),
    'TTI min'.padStart(8),
    'TTI max'.padStart(8),
    'LTs'.padStart(5),
    'quiet'.padStart(6),
  )
  for (const url of urls) {
    const loads: PhoneLoad[] = []
    for (let i = 0; i < PHONE_RUNS; i++) loads.push(await phoneLoad(browser, url))
    const ttis = loads.map((l) => l.tti).filter(Number.isFinite)
    console.log(
      url.slice(0, 58).padEnd(58),
      median(loads.map((l) => l.fcp))
        .toFixed(0)
        .padStart(7),
      median(loads.map((l) => l.hydrated))
        .toFixed(0)
        .padStart(9),
      median(loads.map((l) => l.lastLongTask))
        .toFixed(0)
        .padStart(8),
      median(ttis).toFixed(0).padStart(7),
      Math.min(...ttis)
        .toFixed(0)
        .padStart(8),
      Math.max(...ttis)
        .toFixed(0)
        .padStart(8),
      median(loads.map((l) => l.longTasks))
        .toFixed(0)
        .padStart(5),
    )
  }
  await browser.close()
}
