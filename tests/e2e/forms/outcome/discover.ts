import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'

/**
 * Finding every lead form a shopper can reach on a site, from its content and its pages as served: no form is named
 * here, so a new block or page with a form joins the suite by itself.
 *
 * Where a shopper can go: the site's pages (REST, with their blocks), its navigation (REST), its sitemap, the links
 * on its home page and on a car page, and every fixed page the site app has (its routes without a parameter: the
 * form pages /enquire, /finance, /parts/search … that no content links to). What is a form: every element the one lead form component renders carries
 * data-lead-form="{kind}" (LeadForm, TradeInForm), and every button that opens one in a dialog carries
 * data-lead-dialog="{kind}" (the car page's enquire, test drive, offer and photos buttons, the chat).
 */

export interface FormCase {
  site: string
  /** Path (and query) of the page the shopper opens. */
  path: string
  kind: string
  /** The n-th lead form of this kind on the page, or the dialog button that opens it. */
  index: number
  via: 'page' | 'dialog'
  /** The dialog button's test id (one case per button: the chat and the car's enquiry may be the same kind). */
  button?: string
  /** The car the page is about (a car page, or a form page linked with ?car=), which the lead must name. */
  carId: number | null
}

export interface SiteContent {
  id: number
  slug: string
  locale: string
  /** Paths of pages whose blocks include a form block: each must show a lead form. */
  formBlockPages: string[]
  car: { id: number; slug: string }
}

type Page = { slug: string; layout?: { blockType: string }[] | null }
type NavLink = { url?: string | null; children?: NavLink[] | null; links?: NavLink[] | null }

/** Paths that are not places a form lives: other cars, search results, files, the admin and the API. */
const SKIPPED =
  /^\/(cars\/(?!trade-in)[^/?]+$|search|search-query|compare|watchlist|sign-in|api\/|admin|feeds\/|sitemaps?)|\.(xml|txt|pdf|jpe?g|png|webp|svg)$/

const internalPath = (href: string, origin: string): string | null => {
  try {
    const url = new URL(href, origin)
    if (url.origin !== origin) return null
    const path = url.pathname.replace(/\/+$/, '') || '/'
    return `${path}${url.search}`
  } catch {
    return null
  }
}

/**
 * A page of the site as served, by its host (Node does not resolve *.localhost, so the request goes to the server's
 * own address naming the site's host); redirects inside the site are followed. The path it ended on, and its HTML.
 */
async function served(
  request: APIRequestContext,
  origin: string,
  path: string,
): Promise<{ path: string; html: string } | null> {
  const host = new URL(origin).host
  for (let hop = 0; hop < 4; hop++) {
    const response = await request.get(path, { headers: { Host: host }, maxRedirects: 0, failOnStatusCode: false })
    const location = response.headers()['location']
    if (response.status() >= 300 && response.status() < 400 && location) {
      const next = internalPath(location, origin)
      if (!next) return null
      path = next
      continue
    }
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) return null
    return { path, html: await response.text() }
  }
  return null
}

export async function readSiteContent(request: APIRequestContext, slug: string, origin?: string): Promise<SiteContent> {
  const site = (
    (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
      docs: { id: number; locale?: string }[]
    }
  ).docs[0]!
  const pages = (
    (await (await request.get(`/api/pages?where[site][equals]=${site.id}&depth=0&limit=500`)).json()) as {
      docs: Page[]
    }
  ).docs
  // A listed car; one with an NVIC first, so a site's personalised finance link (spec §2) is on its page too.
  const listedCars = async (extra: string, limit = 1) =>
    (
      (await (
        await request.get(
          `/api/cars?where[site][equals]=${site.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&where[price][greater_than]=5000${extra}&depth=0&limit=${limit}&sort=id`,
        )
      ).json()) as { docs: { id: number; slug: string }[] }
    ).docs
  // Of the first cars with an NVIC, the first whose page links the personalised quote (it also needs the provider's
  // lender figures and finance eligibility), so that form is reached on every run, whatever the seed drew.
  const withNvic = await listedCars('&where[has_nvic][equals]=true', 20)
  let chosen: { id: number; slug: string } | undefined
  for (const car of origin ? withNvic : []) {
    const page = await served(request, origin!, `/cars/${car.slug}`)
    if (page?.html.includes('/personalised/finance')) {
      chosen = car
      break
    }
  }
  const cars = chosen ? [chosen] : withNvic.length ? withNvic : await listedCars('')
  return {
    id: site.id,
    slug,
    locale: site.locale ?? 'en-AU',
    formBlockPages: pages
      .filter((p) => (p.layout ?? []).some((b) => /form/i.test(b.blockType)))
      .map((p) => (p.slug === 'home' ? '/' : `/${p.slug}`)),
    car: cars[0]!,
  }
}

const SITE_APP = path.resolve('src/app/(site)/sites/[site]')

/** The site app's routes without a parameter ('/enquire', '/models/get-quote'), read from its folders. */
export function fixedRoutes(dir = SITE_APP, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.includes('[')) return []
    const route = `${prefix}/${entry.name}`
    const here = fs.existsSync(path.join(dir, entry.name, 'page.tsx')) ? [route] : []
    return [...here, ...fixedRoutes(path.join(dir, entry.name), route)]
  })
}

/** Every path a shopper reaches from the site's content and its home and car pages, with the HTML of each. */
async function reachablePaths(request: APIRequestContext, origin: string, content: SiteContent): Promise<string[]> {
  const paths = new Set<string>(['/', `/cars/${content.car.slug}`, ...content.formBlockPages, ...fixedRoutes()])
  const pages = (
    (await (await request.get(`/api/pages?where[site][equals]=${content.id}&depth=0&limit=500`)).json()) as {
      docs: Page[]
    }
  ).docs
  for (const p of pages) paths.add(p.slug === 'home' ? '/' : `/${p.slug}`)
  const navigation = (
    (await (await request.get(`/api/navigation?where[site][equals]=${content.id}&depth=0&limit=5`)).json()) as {
      docs: { header?: NavLink[]; footer?: NavLink[] }[]
    }
  ).docs
  const walk = (links: NavLink[] | null | undefined) => {
    for (const link of links ?? []) {
      const path = link.url ? internalPath(link.url, origin) : null
      if (path) paths.add(path)
      walk(link.children)
      walk(link.links)
    }
  }
  for (const nav of navigation) {
    walk(nav.header)
    walk(nav.footer)
  }
  const sitemap = await (
    await request.get('/sitemap.xml', { headers: { Host: new URL(origin).host }, failOnStatusCode: false })
  ).text()
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = internalPath(loc!, origin)
    if (path && !/\.xml$/.test(path)) paths.add(path)
  }
  // One hop from the home page and the car page: the links a shopper clicks there (header, footer, car buttons).
  for (const start of ['/', `/cars/${content.car.slug}`]) {
    const html = (await served(request, origin, start))?.html ?? ''
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)[^"]*"/g)) {
      const path = internalPath(href!.replaceAll('&amp;', '&'), origin)
      if (path) paths.add(path)
    }
  }
  return [...paths].filter((p) => p === `/cars/${content.car.slug}` || !SKIPPED.test(p.split('?')[0]!))
}

const kindsIn = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<[^>]*${attribute}="([^"]+)"[^>]*>`, 'g'))].map((m) => ({
    kind: m[1]!,
    testId: /data-testid="([^"]+)"/.exec(m[0])?.[1],
    car: /data-lead-car="(\d+)"/.exec(m[0])?.[1],
  }))

/**
 * The forms of a site: each page's lead forms (one case per page and kind, the first with a given query), and each
 * dialog button once per site. Pages are read as served (their HTML), a few at a time.
 */
export async function discoverForms(
  request: APIRequestContext,
  origin: string,
  content: SiteContent,
): Promise<{ cases: FormCase[]; pagesRead: number; pagesWithForms: Set<string> }> {
  const paths = await reachablePaths(request, origin, content)
  const found: { path: string; html: string }[] = []
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const page = await served(request, origin, path)
        if (page) found.push(page)
      }
    }),
  )
  found.sort((a, b) => a.path.localeCompare(b.path))
  const cases: FormCase[] = []
  const seen = new Set<string>()
  const pagesWithForms = new Set<string>()
  const carOf = (path: string): number | null => {
    if (path.split('?')[0] === `/cars/${content.car.slug}`) return content.car.id
    const car = new URL(path, origin).searchParams.get('car') ?? new URL(path, origin).searchParams.get('car_id')
    if (car === content.car.slug) return content.car.id
    return car && /^\d+$/.test(car) ? Number(car) : null
  }
  // The car page first: its dialogs are the car's (the chat button is on every page; it counts once, there).
  found.sort((a, b) => Number(b.path.startsWith('/cars/')) - Number(a.path.startsWith('/cars/')))
  for (const { path, html } of found) {
    const bare = path.split('?')[0]!
    const perKind = new Map<string, number>()
    for (const { kind } of kindsIn(html, 'data-lead-form')) {
      const index = perKind.get(kind) ?? 0
      perKind.set(kind, index + 1)
      pagesWithForms.add(bare)
      const key = `page|${bare}|${kind}|${index}`
      if (seen.has(key)) continue
      seen.add(key)
      cases.push({ site: content.slug, path, kind, index, via: 'page', carId: carOf(path) })
    }
    for (const { kind, testId, car } of kindsIn(html, 'data-lead-dialog')) {
      const key = `dialog|${testId ?? kind}`
      if (seen.has(key)) continue
      seen.add(key)
      // A dialog is about the car its button names (the chat names none, wherever it is opened).
      const carId = car ? Number(car) : null
      cases.push({ site: content.slug, path, kind, index: 0, via: 'dialog', button: testId, carId })
    }
  }
  return { cases, pagesRead: found.length, pagesWithForms }
}
