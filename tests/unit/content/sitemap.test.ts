import { describe, expect, it, vi } from 'vitest'

vi.mock('@/components/SiteHeader', () => ({ modelHref: () => '/models/x' }))
vi.mock('@/data/content', () => ({}))
vi.mock('@/data/sites', () => ({}))
vi.mock('@/lib/locationData', () => ({}))
vi.mock('@/lib/offerData', () => ({}))

const { robotsTxt, sitemapXml } = await import('@/lib/sitemap')

describe('sitemap.xml and robots.txt per site', () => {
  it('lists absolute URLs on the host the site was asked on, with escaping and lastmod', () => {
    const xml = sitemapXml('http://harbour-toyota.localhost:3000', [
      { path: '/' },
      { path: '/models?body=suv&x=1', lastModified: '2026-01-15T00:00:00.000Z' },
    ])
    expect(xml).toContain('<loc>http://harbour-toyota.localhost:3000/</loc>')
    expect(xml).toContain(
      '<loc>http://harbour-toyota.localhost:3000/models?body=suv&amp;x=1</loc><lastmod>2026-01-15T00:00:00.000Z</lastmod>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it("robots.txt points at the site's own sitemap and keeps crawlers out of the admin and previews", () => {
    const robots = robotsTxt('https://acme.example', '')
    expect(robots).toContain('Sitemap: https://acme.example/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
    expect(robotsTxt('http://localhost:3000', '/sites/acme')).toContain(
      'Sitemap: http://localhost:3000/sites/acme/sitemap.xml',
    )
  })
})
