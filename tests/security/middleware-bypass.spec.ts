import { expect, test } from '@playwright/test'
import { ADMIN, freshAuMobile, login, originOf, postSameOrigin, send, SITE_B, siteIdOf, type Answer } from './http'

/**
 * The x-middleware-subrequest class (CVE-2025-29927) and the RSC variants of every protected route: authorisation
 * lives in the pages and handlers, so no header or suffix may unlock anything the plain request does not.
 */

const SUBREQUEST_VARIANTS = [
  'middleware',
  'src/middleware',
  'pages/_middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy',
  'src/proxy',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
]

type Variant = { name: string; headers: Record<string, string>; path: (p: string) => string }
const VARIANTS: Variant[] = [
  { name: 'plain', headers: {}, path: (p) => p },
  ...SUBREQUEST_VARIANTS.map((v) => ({
    name: `x-middleware-subrequest: ${v}`,
    headers: { 'x-middleware-subrequest': v },
    path: (p: string) => p,
  })),
  { name: '.rsc suffix', headers: { rsc: '1' }, path: (p) => (p.includes('?') ? p.replace('?', '.rsc?') : `${p}.rsc`) },
  { name: '_rsc= query', headers: { rsc: '1' }, path: (p) => `${p}${p.includes('?') ? '&' : '?'}_rsc=sec01` },
  {
    name: 'RSC prefetch headers',
    headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' },
    path: (p) => p,
  },
  {
    name: 'x-middleware-prefetch + subrequest',
    headers: {
      'x-middleware-prefetch': '1',
      'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
    },
    path: (p) => p,
  },
  { name: 'x-nextjs-data', headers: { 'x-nextjs-data': '1', 'x-middleware-subrequest': 'middleware' }, path: (p) => p },
]

const GATED = 'lakeside-motors'
let marker: string
let carSlug: string

test.beforeAll(async () => {
  // A lead whose e-mail must never appear in an anonymous answer.
  marker = `bypass.${Date.now()}@example.com`
  const lead = await postSameOrigin('/api/leads/submit', SITE_B, {
    form: 'contact',
    name: 'Bypass',
    postcode: '2000',
    phone: freshAuMobile().national,
    email: marker,
  })
  expect(lead.status, lead.text).toBe(201)
  const site = await siteIdOf(GATED)
  const cars = (
    await send(`/api/cars?where[site][equals]=${site}&where[status][equals]=in_stock&limit=1&depth=0`, {
      token: await login(ADMIN),
    })
  ).json() as { docs: { slug: string }[] }
  carSlug = cars.docs[0]!.slug
})

/** The answer gives away nothing: no lead data, no staff list, no admin UI beyond the login form. */
function expectLocked(answer: Answer, what: string) {
  expect(answer.status, `${what}: a server error`).toBeLessThan(500)
  expect(answer.text, `${what} shows the lead`).not.toContain(marker)
  expect(answer.text, `${what} shows staff e-mails`).not.toContain('editor@metro-used-cars.example.com')
}

const signInRedirect = (answer: Answer) => (answer.headers.location ?? '') + answer.text

/**
 * Sends the variant's request; Next answers an RSC request whose _rsc hash does not match with a redirect to the
 * same path carrying the right one, so that hop is followed (with the same headers) to reach the real answer.
 */
async function sendVariant(
  variant: Variant,
  pathname: string,
  options: { site?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const headers = { ...variant.headers, ...options.headers }
  let answer = await send(variant.path(pathname), { ...options, headers })
  for (let hop = 0; hop < 3 && answer.status >= 300 && answer.status < 400; hop++) {
    const location = new URL(answer.headers.location ?? '/', 'http://x')
    if (!location.searchParams.has('_rsc') || location.pathname.replace(/\.rsc$/, '') !== pathname.split('?')[0]) break
    answer = await send(`${location.pathname}${location.search}`, { ...options, headers })
  }
  return answer
}

/**
 * A shopper action was refused: 401/403/404, or Next's answer to a middleware prefetch (x-middleware-prefetch):
 * `{}` with x-middleware-skip, where the handler never runs.
 */
function expectRefused(answer: Answer, what: string) {
  if (answer.status === 200 && answer.headers['x-middleware-skip'] === '1')
    return expect(answer.text.trim(), what).toBe('{}')
  expect([401, 403, 404], `${what} answered ${answer.status}`).toContain(answer.status)
}

/** The watchlist or checkout did not open: a redirect to sign-in, an RSC redirect to it, or an empty answer. */
function expectNotOpened(answer: Answer, what: string, opened: RegExp, signIn: string) {
  expect(answer.status, what).toBeLessThan(500)
  expect(answer.text, `${what} opened`).not.toMatch(opened)
  if (answer.status >= 300 && answer.status < 400) expect(answer.headers.location, what).toContain(signIn)
  // An RSC prefetch carries no page body (so no redirect either); the check above is what matters for it.
  else if (
    answer.text.trim() !== '{}' &&
    answer.text.trim() !== '' &&
    !String(answer.headers['content-type']).includes('text/x-component')
  )
    expect(signInRedirect(answer), what).toContain(signIn)
}

const STAFF_PAGES = [
  '/admin',
  '/admin/collections/leads',
  '/admin/collections/users',
  '/admin/collections/reservations',
  '/admin/collections/leads?limit=100',
]
const STAFF_APIS = [
  '/api/leads?depth=1&limit=100',
  '/api/users?limit=100',
  '/api/reservations?limit=100',
  '/api/users/me',
]

for (const variant of VARIANTS) {
  test(`middleware bypass (${variant.name}): admin pages stay behind the login`, async () => {
    for (const page of STAFF_PAGES) {
      const answer = await sendVariant(variant, page)
      expectLocked(answer, page)
      // The admin answers an anonymous visit with the login screen or a redirect to it, never a list view.
      if (answer.status >= 300 && answer.status < 400)
        expect(answer.headers.location ?? '').toMatch(/\/admin\/(login|unauthorized)/)
      expect(answer.text).not.toMatch(/collection-list|class="table"/)
    }
  })

  test(`middleware bypass (${variant.name}): staff APIs and GraphQL answer anonymous requests with nothing`, async () => {
    for (const api of STAFF_APIS) {
      const answer = await sendVariant(variant, api)
      expectLocked(answer, api)
      if (answer.status === 200) {
        const body = answer.json() as { docs?: unknown[]; user?: unknown }
        expect(body.docs ?? [], api).toHaveLength(0)
        expect(body.user ?? null, api).toBeNull()
      }
    }
    // GraphQL is switched off (404); whatever answers, it must leak nothing.
    const graph = await send(variant.path('/api/graphql'), {
      headers: variant.headers,
      body: { query: '{ Leads(limit: 100) { docs { email } } Users { docs { email } } }' },
    })
    expect(graph.text).not.toContain(marker)
    expect(graph.text).not.toContain('editor@metro-used-cars.example.com')
  })

  test(`middleware bypass (${variant.name}): watchlist and gated checkout still need a signed-in shopper`, async () => {
    const watchlist = await sendVariant(variant, '/watchlist', { site: GATED })
    expectNotOpened(watchlist, 'watchlist', /watchlist-car|Your watchlist is empty/, '/sign-in?type=watchlist')

    const checkout = await sendVariant(variant, `/cars/${carSlug}/checkout`, { site: GATED })
    expectNotOpened(checkout, 'checkout', /ReserveForm|name="phone_number"|Reserve · /, '/sign-in?type=checkout')

    const list = await sendVariant(variant, '/api/watchlist/list', { site: GATED })
    expect(list.status).toBeLessThan(500)
    // A middleware prefetch (x-middleware-prefetch) is answered with {} and no data; anything else must be signed out.
    if (list.status === 200 && list.text.trim() !== '{}')
      expect(list.json()).toMatchObject({ signedIn: false, car_ids: [] })

    const origin = { origin: originOf(GATED) }
    for (const action of ['/api/watchlist/save-car', '/api/watchlist/remove-car']) {
      const answer = await sendVariant(variant, action, {
        site: GATED,
        headers: origin,
        body: { phone_number: '+16085550100', car_id: 1 },
      })
      expectRefused(answer, action)
    }
    const reserve = await sendVariant(variant, '/api/reservations', {
      site: GATED,
      headers: origin,
      body: { car_id: 1, name: 'Bypass', email: 'bypass@example.com', phone_number: '+16085550100' },
    })
    expectRefused(reserve, '/api/reservations')
  })
}
