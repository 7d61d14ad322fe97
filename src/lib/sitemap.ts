import { blogCategoriesForSite, blogCategoryPath } from '@/domain/blogCategories'
import { modelHref } from '@/components/SiteHeader'
import { siteModels, siteOffers, sitePosts } from '@/data/content'
import { slugOfLocation } from './locationData'
import { offerHref, visibleOffers } from './offerData'
import { sitePagesList, siteLocations } from '@/data/sites'
import { siteHref, type SiteContext } from './siteRequest'
import { type SitemapCar, sitemapCars } from '@/data/sitemapCars'
import { environment, type Environment } from '@/config/env'
import { landingPagePaths, searchCrawlDisallows } from '@/domain/searchIndexing'
import { siteLandingFacets } from '@/data/landingFacets'

export type SitemapEntry = { path: string; lastModified?: string | null }

/**
 * URLs per sitemap file before the sitemap splits behind an index. The protocol allows 50,000; 10,000 keeps each
 * file small enough to build and fetch quickly (SITEMAP_MAX_URLS overrides it).
 */
export const DEFAULT_SITEMAP_MAX_URLS = 10_000

export function sitemapMaxUrls(env: Environment = environment()): number {
  const value = Number(env.SITEMAP_MAX_URLS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SITEMAP_MAX_URLS
}

const STATIC_PATHS = [
  '/',
  '/contact',
  '/special-offers',
  '/models',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
]

/**
 * Every public page of a site, as paths inside the site (with the fallback prefix when there is one), the search's
 * landing pages with stock among them.
 */
export async function sitemapEntries(ctx: SiteContext, now: Date): Promise<SitemapEntry[]> {
  const { site } = ctx
  const [pages, offers, models, posts, locations, landingFacets] = await Promise.all([
    sitePagesList(site.id),
    siteOffers(site.id),
    siteModels(site.id),
    sitePosts(site.id),
    siteLocations(site.id),
    siteLandingFacets(site),
  ])
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path: siteHref(ctx.basePath, path) })),
    // The search's landing pages with stock (issue 38.2): condition, make, model and body, from one facet query.
    ...landingPagePaths(landingFacets).map((path) => ({ path: siteHref(ctx.basePath, path) })),
    ...pages
      .filter((p) => p.slug !== 'home')
      .map((p) => ({ path: siteHref(ctx.basePath, `/${p.slug}`), lastModified: p.updatedAt })),
    ...visibleOffers(ctx, offers, now).map((o) => ({ path: offerHref(ctx, o), lastModified: o.updatedAt })),
    ...models
      .filter((m) => m.status !== 'discontinued')
      .map((m) => ({ path: modelHref(ctx, m), lastModified: m.updatedAt })),
    ...blogCategoriesForSite(Boolean(site.content?.blogAdventures)).map((c) => ({
      path: siteHref(ctx.basePath, blogCategoryPath(c)),
    })),
    ...posts.map((p) => ({
      path: siteHref(ctx.basePath, `${blogCategoryPath(p.category)}/${p.slug}`),
      lastModified: p.updatedAt,
    })),
    ...[...new Set(locations.map(slugOfLocation))].map((slug) => ({
      path: siteHref(ctx.basePath, `/locations/${slug}`),
    })),
  ]
  const seen = new Set<string>()
  return entries.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)))
}

/** The car pages listed at `now`, each with its last change: /cars/{slug}. */
export function carSitemapEntries(ctx: SiteContext, cars: readonly SitemapCar[], now: Date): SitemapEntry[] {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  return cars
    .filter((car) => car.listedUntil > nowSeconds)
    .map((car) => ({
      path: siteHref(ctx.basePath, `/cars/${encodeURIComponent(car.slug)}`),
      lastModified: car.updatedAt,
    }))
}

/**
 * How a site's sitemap is laid out: one file when everything fits, otherwise an index (at /sitemap.xml) of
 * `sitemaps/pages.xml` and `sitemaps/cars-1.xml`, `cars-2.xml`, … each within `maxUrls`.
 */
export type SitemapPlan =
  { kind: 'single'; entries: SitemapEntry[] } | { kind: 'index'; files: { name: string; entries: SitemapEntry[] }[] }

export function sitemapPlan(
  pages: readonly SitemapEntry[],
  cars: readonly SitemapEntry[],
  maxUrls: number,
): SitemapPlan {
  if (pages.length + cars.length <= maxUrls) return { kind: 'single', entries: [...pages, ...cars] }
  const files: { name: string; entries: SitemapEntry[] }[] = []
  for (let start = 0; start < pages.length; start += maxUrls)
    files.push({
      name: start === 0 ? 'pages.xml' : `pages-${start / maxUrls + 1}.xml`,
      entries: pages.slice(start, start + maxUrls),
    })
  for (let start = 0; start < cars.length; start += maxUrls)
    files.push({ name: `cars-${start / maxUrls + 1}.xml`, entries: cars.slice(start, start + maxUrls) })
  return { kind: 'index', files }
}

/** The site's sitemap plan at `now`: its pages and its listed cars, split when there are more than the limit. */
export async function siteSitemapPlan(ctx: SiteContext, now: Date, maxUrls = sitemapMaxUrls()): Promise<SitemapPlan> {
  const [pages, cars] = await Promise.all([sitemapEntries(ctx, now), sitemapCars(ctx.site.id)])
  return sitemapPlan(pages, carSitemapEntries(ctx, cars, now), maxUrls)
}

/** The newest lastmod of a file's entries (the index's lastmod for it), or null. */
const newest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | null>((latest, e) => {
    if (!e.lastModified) return latest
    const at = new Date(e.lastModified).toISOString()
    return latest === null || at > latest ? at : latest
  }, null)

/** The sitemaps.org index XML: one <sitemap> a file, at {origin}{basePath}/sitemaps/{name}. */
export function sitemapIndexXml(
  origin: string,
  basePath: string,
  files: readonly { name: string; entries: readonly SitemapEntry[] }[],
): string {
  const items = files
    .map((file) => {
      const lastmod = newest(file.entries)
      const loc = escapeXml(`${origin}${basePath}/sitemaps/${file.name}`)
      return `<sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The sitemaps.org XML of the entries, with absolute URLs on the given origin. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastModified ? `<lastmod>${escapeXml(new Date(e.lastModified).toISOString())}</lastmod>` : ''
      return `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmod}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/**
 * robots.txt of a site: everything but the admin, the APIs, previews and the search's sort, page-size and deep filter
 * forms (issue 38.2: searchCrawlDisallows; the landing pages stay open); the sitemap's address.
 */
export function robotsTxt(origin: string, basePath: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    `Disallow: ${basePath}/preview`,
    ...searchCrawlDisallows(basePath).map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${origin}${basePath}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The origin the visitor asked on: the Host header (the proxy keeps it) and the forwarded protocol when behind a proxy. */
export function requestOrigin(request: Request, headers: Headers): string {
  const url = new URL(request.url)
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? url.host
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '')
  return `${proto}://${host}`
}
