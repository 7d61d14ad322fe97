import { expect, test } from '@playwright/test'
import { ADMIN, login, send } from './http'

/**
 * Payload's REST handler reads the id in a path with parseFloat; an id that is not a whole number used to reach
 * Postgres as NaN and answer 500 (the fuzz suite found `/api/cars/./pdf`, which becomes `/api/cars/pdf`).
 */
const COLLECTIONS = ['cars', 'leads', 'pages', 'sites', 'users', 'media', 'reservations']
const NOT_IDS = ['abc', 'pdf', '1.5', '1e999', 'NaN', '%20']

test('an id that is not a whole number is a 404 on every collection, signed in or not, for read, update and delete', async () => {
  const admin = await login(ADMIN)
  for (const slug of COLLECTIONS) {
    for (const id of NOT_IDS) {
      for (const token of [undefined, admin]) {
        const read = await send(`/api/${slug}/${id}`, { token })
        expect(read.status, `GET /api/${slug}/${id} ${token ? 'admin' : 'anonymous'}`).toBe(404)
      }
      const update = await send(`/api/${slug}/${id}`, { method: 'PATCH', body: { title: 'x' }, token: admin })
      expect(update.status, `PATCH /api/${slug}/${id}`).toBe(404)
      const remove = await send(`/api/${slug}/${id}`, { method: 'DELETE', token: admin })
      expect(remove.status, `DELETE /api/${slug}/${id}`).toBe(404)
    }
  }
})

test('a dot segment in the car PDF path is a 404, not a 500', async () => {
  for (const path of ['/api/cars/./pdf', '/api/cars/../cars/pdf']) {
    expect((await send(path)).status, path).toBe(404)
  }
})
