import { describe, expect, it } from 'vitest'
import { type CollectionShape, restRefusal } from '../../../src/admin/rest/restRefusal'

const collections = new Map<string, CollectionShape>([
  ['pages', { versions: true, numericIds: true }],
  ['cars', { versions: false, numericIds: true }],
  ['payload-jobs', { versions: false, numericIds: true }],
  ['payload-preferences', { versions: false, numericIds: false }],
])

describe('issue 27.7: REST requests Payload answered 500 for are a 404', () => {
  it("a collection without versions has no versions routes (Payload's own collections answered 500)", () => {
    expect(restRefusal('/api/payload-jobs/versions', collections)).toEqual({ status: 404, message: 'Not Found' })
    expect(restRefusal('/api/payload-jobs/versions/90807607', collections)?.status).toBe(404)
    expect(restRefusal('/api/cars/versions', collections)?.status).toBe(404)
    expect(restRefusal('/api/pages/versions', collections)).toBeNull()
    expect(restRefusal('/api/pages/versions/12', collections)).toBeNull()
  })

  it('an id that starts with digits and goes on names no document (Postgres read "4.x" as site 4)', () => {
    expect(restRefusal('/api/pages/4.vonee.9j%2Fyvg', collections)?.status).toBe(404)
    expect(restRefusal('/api/pages/4abc', collections)?.status).toBe(404)
    expect(restRefusal('/api/pages/versions/7e3', collections)?.status).toBe(404)
    expect(restRefusal('/api/pages/4', collections)).toBeNull()
  })

  it("leaves every other route to Payload: endpoints, counts, globals, keyed collections, what isn't Payload's", () => {
    for (const path of [
      '/api/pages',
      '/api/pages/count',
      '/api/cars/import-feed',
      '/api/globals/header',
      '/api/payload-preferences/4-col',
      '/api/leads/submit',
      '/api/users/me',
    ])
      expect(restRefusal(path, collections), path).toBeNull()
  })
})
