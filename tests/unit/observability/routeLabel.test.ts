import { describe, expect, it } from 'vitest'
import { routeLabeller, routesFromManifest } from '../../../src/observability/routeLabel'

// Routes as Next's app-path-routes-manifest.json lists them (a sample of the app's).
const manifest = {
  '/(site)/page': '/',
  '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]',
  '/(payload)/api/[...slug]/route': '/api/[...slug]',
  '/(site)/api/health/route': '/api/health',
  '/(site)/api/metrics/route': '/api/metrics',
  '/(site)/api/cars/[id]/pdf/route': '/api/cars/[id]/pdf',
  '/(site)/sites/[site]/page': '/sites/[site]',
  '/(site)/sites/[site]/[slug]/page': '/sites/[site]/[slug]',
  '/(site)/sites/[site]/cars/[slug]/page': '/sites/[site]/cars/[slug]',
  '/(site)/sites/[site]/cars/trade-in/page': '/sites/[site]/cars/trade-in',
  '/(site)/sites/[site]/search/[[...segments]]/page': '/sites/[site]/search/[[...segments]]',
  '/search-api/[...path]/route': '/search-api/[...path]',
}
const label = routeLabeller(routesFromManifest(manifest))

describe('the route label of the request metrics (issue 28.5: "requests by route and status")', () => {
  it('names the route pattern, never the path: every car is one series', () => {
    expect(label('/sites/acme-toyota/cars/2019-toyota-corolla-123')).toBe('/sites/[site]/cars/[slug]')
    expect(label('/sites/metro/cars/other-car-9')).toBe('/sites/[site]/cars/[slug]')
    expect(label('/api/cars/42/pdf')).toBe('/api/cars/[id]/pdf')
  })

  it("labels a dealer host's paths by the site route that serves them (src/proxy.ts rewrites to /sites/[site])", () => {
    expect(label('/cars/2019-toyota-corolla-123')).toBe('/sites/[site]/cars/[slug]')
    expect(label('/search/used/toyota')).toBe('/sites/[site]/search/[[...segments]]')
    expect(label('/search')).toBe('/sites/[site]/search/[[...segments]]')
    expect(label('/contact-us')).toBe('/sites/[site]/[slug]')
  })

  it('prefers a static segment to a dynamic one and a dynamic one to a catch-all, as Next does', () => {
    expect(label('/cars/trade-in')).toBe('/sites/[site]/cars/trade-in')
    expect(label('/api/health')).toBe('/api/health')
    expect(label('/api/metrics')).toBe('/api/metrics')
    expect(label('/api/users/me')).toBe('/api/[...slug]')
    expect(label('/admin')).toBe('/admin/[[...segments]]')
    expect(label('/admin/collections/cars/12')).toBe('/admin/[[...segments]]')
    expect(label('/')).toBe('/')
  })

  it("puts Next's files under a few fixed labels and anything else under `other`", () => {
    expect(label('/_next/static/chunks/abc123.js')).toBe('/_next/static/*')
    expect(label('/_next/image')).toBe('/_next/image')
    expect(label('/a/b/c/d')).toBe('other')
    expect(routeLabeller([])('/anything')).toBe('other')
  })

  it('reads only the route strings of the manifest', () => {
    expect(routesFromManifest({ a: '/x', b: 3 })).toEqual(['/x'])
    expect(routesFromManifest(null)).toEqual([])
  })

  it('labels a path the same the second time, also after more paths than it remembers', () => {
    const fresh = routeLabeller(routesFromManifest(manifest))
    expect(fresh('/cars/car-1')).toBe('/sites/[site]/cars/[slug]')
    expect(fresh('/cars/car-1')).toBe('/sites/[site]/cars/[slug]')
    for (let i = 0; i < 12_000; i++) expect(fresh(`/cars/car-${i}`)).toBe('/sites/[site]/cars/[slug]')
    expect(fresh('/')).toBe('/')
    expect(fresh('/CARS/TRADE-IN')).toBe('/sites/[site]/cars/trade-in')
    expect(fresh('/a/b/c/d')).toBe('other')
  })
})
