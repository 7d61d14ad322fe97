import { blogCategoriesForSite, blogCategoryPath } from '@/domain/blogCategories'
import { modelHref } from '@/components/SiteHeader'
import { siteModels, siteOffers, sitePosts } from '@/data/content'
import { slugOfLocation } from './locationData'
import { offerHref, visibleOffers } from './offerData'
import { sitePagesList, siteLocations } from '@/data/sites'
import { siteHref, type SiteContext } from './siteRequest'

export type SitemapEntry = { path: string; lastModified?: string | null }

const STATIC_PATHS = [
  '/',
  '/contact',
  '/special-offers',
  '/models',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
]

/** Every public page of a site, as paths inside the site (with the fallback prefix when there is one). */
export async function sitemapEntries(ctx: SiteContext, now: Date): Promise<SitemapEntry[]> {
  const { site } = ctx
  const [pages, offers, models, posts, locations] = await Promise.all([
    sitePagesList(site.id),
    siteOffers(site.id),
    siteModels(site.id),
    sitePosts(site.id),
    siteLocations(site.id),
  ])
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path: siteHref(ctx.basePath, path) })),
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

/** robots.txt of a site: everything but the admin, the APIs and previews; the sitemap's address. */
export function robotsTxt(origin: string, basePath: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    `Disallow: ${basePath}/preview`,
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
