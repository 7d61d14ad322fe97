import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminHostsFrom, isStaffPath, staffAllowedOnHost } from '@/lib/staffHost'

/** Every route file under src/app/(site)/api as its URL path, dynamic segments filled with a sample id. */
function shopperApiRoutes(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../src/app/(site)/api')
  const routes: string[] = []
  const walk = (dir: string, url: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory())
        walk(path.join(dir, entry.name), `${url}/${entry.name.startsWith('[') ? '42' : entry.name}`)
      else if (entry.name === 'route.ts') routes.push(url)
    }
  }
  walk(root, '/api')
  return routes
}

describe('admin host: the admin and the staff API answer only on platform hosts', () => {
  it('every shopper API route answers on dealer hosts; the staff-only SMS outbox does not', () => {
    const routes = shopperApiRoutes()
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes) expect(isStaffPath(route), route).toBe(route === '/api/dev/sms-outbox')
  })

  it("Payload's REST API, GraphQL, login and the admin are staff paths; image files are not", () => {
    for (const p of [
      '/admin',
      '/admin/collections/leads',
      '/ADMIN',
      '/api/users/login',
      '/api/leads',
      '/api/graphql',
      '/api/cars/1',
      '/api/cars/import',
      '/api',
      '/api/sites/2',
    ]) {
      expect(isStaffPath(p), p).toBe(true)
    }
    for (const p of ['/', '/search', '/administration', '/api-docs', '/api/media/file/car.png'])
      expect(isStaffPath(p), p).toBe(false)
  })

  const check = (hostName: string, over: Partial<Parameters<typeof staffAllowedOnHost>[0]> = {}) =>
    staffAllowedOnHost({
      hostName,
      adminHosts: null,
      isPlatformHost: false,
      isSiteDomain: async (h) => h === 'harbour-toyota.example',
      ...over,
    })

  it("by default: platform hosts and hosts no site claims, never a site's domain or {slug}.localhost", async () => {
    expect(await check('localhost', { isPlatformHost: true })).toBe(true)
    expect(await check('admin.platform.example')).toBe(true)
    expect(await check('harbour-toyota.example')).toBe(false)
    expect(await check('harbour-toyota.localhost')).toBe(false)
  })

  it('with ADMIN_HOSTS: only those hosts', async () => {
    const adminHosts = adminHostsFrom(' Admin.Platform.example , ops.example')
    expect(await check('admin.platform.example', { adminHosts })).toBe(true)
    expect(await check('localhost', { adminHosts, isPlatformHost: true })).toBe(false)
    expect(await check('other.example', { adminHosts })).toBe(false)
    expect(adminHostsFrom('')).toBeNull()
  })
})
