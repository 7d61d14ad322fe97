/**
 * `npm run bench:first-load -- URL [URL...]`: what a shopper's first visit costs. For each page: the HTML's
 * size, the JavaScript it loads on first paint (every <script src>, gzip-compressed as a CDN would send it),
 * and the server time (time to the full HTML, median and p95 of 20 sequential requests after a warm-up).
 * Run it against a production server (`npm start`).
 */
import { gzipSync } from 'node:zlib'

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 20)
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
  const scripts = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/\snomodule/i.test(m[1]!))
    .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((src): src is string => Boolean(src))
    .map((src) => new URL(src.replace(/&amp;/g, '&'), url).href)
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
