import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { ADMIN, login, originOf, send, SITE_A, siteIdOf, type RequestOptions } from './http'

/**
 * 10,000 fast-check inputs against every public endpoint (each route under src/app/(site)/api, the search proxy and
 * sign-in): bodies of any JSON shape, broken JSON, wrong types, huge and odd strings, odd ids in paths and queries.
 * Not one may answer 5xx; a 5xx is reported with the request that caused it (and the seed to replay the run).
 */

const TOTAL = Number(process.env.SECURITY_FUZZ_RUNS ?? 10_000)
const CONCURRENCY = 20
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? Date.now() % 2_147_483_647)
const US = 'lakeside-motors'

type Probe = { name: string; path: string; options: RequestOptions }

const API_DIR = path.resolve('src/app/(site)/api')
/** Every route file under src/app/(site)/api with its methods, so a new route is fuzzed (or noticed) without edits here. */
function apiRoutes(dir = API_DIR, prefix = '/api'): Array<{ route: string; methods: string[] }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return apiRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`)
    if (entry.name !== 'route.ts') return []
    const source = fs.readFileSync(path.join(dir, entry.name), 'utf8')
    return [
      {
        route: prefix,
        methods: ['GET', 'POST'].filter((m) => new RegExp(`export (async )?function ${m}\\b`).test(source)),
      },
    ]
  })
}

// Values of every kind, biased to what breaks parsers: empty, huge, control characters, prototype keys, numbers out of range.
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    '<script>',
    "' OR 1=1 --",
    '{{7*7}}',
    '${7*7}',
    'a'.repeat(5000),
    '😀'.repeat(300),
  ),
  fc.stringMatching(/^[0-9]{1,20}$/),
  fc.stringMatching(/^\+?[0-9 ()-]{5,20}$/),
  fc.emailAddress(),
)
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  oddString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, true, false, null),
  fc.array(oddString, { maxLength: 5 }),
  fc.dictionary(oddString, oddString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Bodies near a real one: the route's own field names with odd values, plus stray and prototype keys. */
const FIELD_NAMES = [
  'form',
  'site',
  'name',
  'last_name',
  'email',
  'phone',
  'phone_number',
  'code',
  'postcode',
  'message',
  'car_id',
  'lead_id',
  'follow_up_token',
  'subcategory',
  'offer_accepted',
  'rego',
  'regoState',
  'category',
  'kms',
  'trade_year',
  'trade_make',
  'trade_model',
  'offer_from_client',
  'test_drive_date',
  'dealership_slug',
  'location',
  'terms_agreed',
  'opt_in',
  'url',
  'lead_attributes',
  'website',
  '__proto__',
  'constructor',
]
const FORMS = [
  'general',
  'car',
  'test-drive',
  'book-test-drive',
  'make-offer',
  'request-photos',
  'contact',
  'finance',
  'trade-in',
  'nope',
]
const nearBody = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), oddValue, { maxKeys: 12 }),
    fc.constantFrom(...FORMS),
    fc.boolean(),
  )
  .map(([fields, form, withForm]) => (withForm ? { form, ...fields } : fields))
const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[]',
    'null',
    '"x"',
    '{"a":',
    '{"__proto__":{"polluted":1}}',
    '1'.repeat(40_000),
    `{"a":"${'x'.repeat(40_000)}"}`,
  ),
)
const anyBody = fc.oneof(
  nearBody.map((b) => ({ json: b as unknown })),
  fc.jsonValue({ maxDepth: 4 }).map((b) => ({ json: b as unknown })),
  rawBody.map((r) => ({ raw: r })),
)

/** Percent-encodes any string, lone surrogates included (as their UTF-8 replacement bytes). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
  }
}
/** Segments and query values that are already broken: bad percent escapes, traversal, NUL. */
const brokenEncoding = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%2e%2e',
  '%C0%AF',
  '%FF%FE',
)

/** Issue 38.7: invented hosts too, as a stranger sends them (each one new: nothing may be cached per host). */
const inventedHost = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/).map((name) => `stranger-${name}`)
const hostChoice = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<string | undefined>(SITE_A, SITE_A, US, 'metro-used-cars', undefined) },
  { weight: 1, arbitrary: inventedHost.map((host): string | undefined => host) },
)
/** Control characters, as raw bytes would be sent percent-encoded in a path or a query (issue 38.7). */
const controlCharacter = fc
  .integer({ min: 0, max: 0x9f })
  .filter((code) => code < 0x20 || code >= 0x7f)
  .map((code) => encode(String.fromCharCode(code)))
const idSegment = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  oddString.filter((s) => s.length > 0 && s.length < 200).map(encode),
  brokenEncoding,
)

let searchKey = ''
let indexName = 'cars'

function postProbe(route: string): fc.Arbitrary<Probe> {
  return fc
    .tuple(
      hostChoice,
      anyBody,
      fc.boolean(),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
    )
    .map(([site, body, sameOrigin, type]) => ({
      name: `POST ${route}`,
      path: route,
      options: {
        method: 'POST',
        site,
        ...('raw' in body ? { raw: body.raw } : { raw: JSON.stringify(body.json) ?? 'null' }),
        headers: { 'content-type': type, ...(sameOrigin || site ? { origin: originOf(site) } : {}) },
      },
    }))
}

function getProbe(route: string): fc.Arbitrary<Probe> {
  return fc
    .tuple(
      hostChoice,
      idSegment,
      fc.dictionary(
        fc.constantFrom('site', 'id', 'car_id', 'lat', 'lng', 'postcode', 'q', 'page'),
        fc.oneof(oddString.map(encode), brokenEncoding),
        { maxKeys: 3 },
      ),
    )
    .map(([site, id, query]) => {
      const pathname = route.replace('[id]', id)
      const qs = Object.entries(query)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')
      return { name: `GET ${route}`, path: qs ? `${pathname}?${qs}` : pathname, options: { site } }
    })
}

/**
 * Issue 38.7: the search pages a crawler walks (distinct filter URLs, sort and page size) and the preview path, with
 * odd values and control characters in every path segment and query parameter, on real and invented hosts.
 */
const filterValue = fc.oneof(
  fc.constantFrom('Toyota', 'Mazda', 'SUV', 'used', '10000:40000', '0:', 'price_asc', '96', '2', '-1', ''),
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => `0:${n}`),
  oddString.map(encode),
  controlCharacter,
  brokenEncoding,
)
const pageProbe: fc.Arbitrary<Probe> = fc
  .tuple(
    hostChoice,
    fc.constantFrom('/search', '/search/used-cars', '/search/toyota', '/search/toyota/rav4', '/preview', '/cars/x'),
    fc.oneof(fc.constant(''), controlCharacter, brokenEncoding, oddString.filter((s) => s.length < 100).map(encode)),
    fc.dictionary(
      fc.constantFrom('make', 'model', 'body', 'price', 'km', 'sortBy', 'hitsPerPage', 'page', 'query', 'path'),
      filterValue,
      { maxKeys: 5 },
    ),
  )
  .map(([site, route, segment, query]) => {
    const pathname = segment ? `${route}/${segment}` : route
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join('&')
    return { name: `GET page ${route}`, path: qs ? `${pathname}?${qs}` : pathname, options: { site } }
  })

const searchProbe: fc.Arbitrary<Probe> = fc
  .tuple(
    fc.oneof(
      fc.record({
        requests: fc.array(
          fc.record(
            {
              indexName: fc.oneof(fc.constant(indexName), oddString),
              params: fc.oneof(
                oddString,
                fc.constantFrom(
                  'query=&filters=price%3E10',
                  'hitsPerPage=0&facets=%5B%22make%22%5D',
                  'page=99999',
                  'filters=(((((',
                  'facetFilters=%5B%5B%5B',
                  'numericFilters=price%3C%3D',
                  'hitsPerPage=-1',
                  'query=' + 'a'.repeat(3000),
                ),
              ),
              query: fc.option(oddString),
              filters: fc.option(oddString),
              hitsPerPage: fc.option(oddValue),
              page: fc.option(oddValue),
              facets: fc.option(oddValue),
            },
            { requiredKeys: ['indexName'] },
          ),
          { maxLength: 4 },
        ),
      }),
      fc.jsonValue({ maxDepth: 3 }),
    ),
    fc.constantFrom('key', 'key', 'none', 'bad'),
  )
  .map(([body, key]) => ({
    name: 'POST /search-api/1/indexes/*/queries',
    path: '/search-api/1/indexes/*/queries',
    options: {
      site: SITE_A,
      raw: JSON.stringify(body) ?? 'null',
      headers: {
        'content-type': 'text/plain',
        'x-algolia-application-id': 'local',
        ...(key === 'key'
          ? { 'x-algolia-api-key': searchKey }
          : key === 'bad'
            ? { 'x-algolia-api-key': 'AAAA' + searchKey.slice(4) }
            : {}),
      },
    },
  }))

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]!)
    }),
  )
}

test.beforeAll(async () => {
  const html = (await send('/search', { site: SITE_A })).text.replaceAll('\\"', '"')
  searchKey = /"apiKey":"([^"]+)"/.exec(html)?.[1] ?? ''
  indexName = /"indexName":"([^"]+)"/.exec(html)?.[1] ?? indexName
  expect(searchKey, 'the search page carries its secured key').not.toBe('')
  await siteIdOf(SITE_A)
  await login(ADMIN)
})

test(`fuzz: ${TOTAL} fast-check inputs against every public endpoint, zero 5xx`, async () => {
  test.setTimeout(8 * 60_000)
  const routes = apiRoutes()
  expect(routes.length).toBeGreaterThan(10)
  const arbitraries: fc.Arbitrary<Probe>[] = [searchProbe, searchProbe]
  for (const { route, methods } of routes) {
    if (methods.includes('POST')) arbitraries.push(postProbe(route))
    if (methods.includes('GET')) arbitraries.push(getProbe(route))
  }
  // Site pages that take query input, and the search page itself.
  arbitraries.push(getProbe('/nearest-location'), getProbe('/search'), getProbe('/sign-in'), pageProbe, pageProbe)
  const probes = fc.sample(fc.oneof(...arbitraries), { numRuns: TOTAL, seed: SEED })
  const failures: string[] = []
  const statuses = new Map<number, number>()
  const started = Date.now()
  await pool(probes, CONCURRENCY, async (probe) => {
    let status: number
    let detail = ''
    try {
      const answer = await send(probe.path, { ...probe.options, timeoutMs: 30_000 })
      status = answer.status
      detail = answer.text.slice(0, 200)
    } catch (error) {
      status = 599
      detail = String(error)
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (status >= 500)
      failures.push(
        `${status} ${probe.name} ${probe.path} host=${probe.options.site ?? 'platform'} body=${String(probe.options.raw ?? '').slice(0, 300)} → ${detail}`,
      )
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `fuzz: ${probes.length} requests in ${seconds}s, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  )
  const byRoute = new Map<string, number>()
  for (const failure of failures) {
    const key = failure.split(' ').slice(0, 3).join(' ')
    byRoute.set(key, (byRoute.get(key) ?? 0) + 1)
  }
  const sample = [...new Map(failures.map((f) => [f.split(' ').slice(0, 3).join(' '), f])).values()]
  expect(
    sample,
    `${failures.length} answers were 5xx (seed ${SEED}): ${JSON.stringify(Object.fromEntries(byRoute))}`,
  ).toEqual([])
  expect(probes.length).toBe(TOTAL)
})
