import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sitePathFallbackOpen } from '@/lib/sitePathFallback'
import { cookieValue, isStaffSessionToken } from '@/lib/staffSessionToken'

/** Issue 27 "One host, one dealer": the /sites/{slug} fallback and the staff session the proxy checks for it. */

const SECRET = 'unit-test-payload-secret'
const NOW = Date.parse('2026-11-28T09:00:00Z')

/** A token as Payload 3.90 signs it: HS256 under sha256(PAYLOAD_SECRET) cut to 32 hex characters. */
function token(claims: Record<string, unknown>, secret = SECRET, alg = 'HS256'): string {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`
}
const staff = { id: 1, collection: 'users', email: 'a@b.c', exp: NOW / 1000 + 3600 }

describe('the /sites/{slug} fallback: "in production the platform host serves tenant pages only as preview to signed-in staff"', () => {
  it('is open to everyone in development, and in production only with SITE_PATH_FALLBACK=1 (the e2e suite)', () => {
    expect(sitePathFallbackOpen({ NODE_ENV: 'development' })).toBe(true)
    expect(sitePathFallbackOpen({})).toBe(true)
    expect(sitePathFallbackOpen({ NODE_ENV: 'production' })).toBe(false)
    expect(sitePathFallbackOpen({ NODE_ENV: 'production', SITE_PATH_FALLBACK: '0' })).toBe(false)
    expect(sitePathFallbackOpen({ NODE_ENV: 'production', SITE_PATH_FALLBACK: 'true' })).toBe(false)
    expect(sitePathFallbackOpen({ NODE_ENV: 'production', SITE_PATH_FALLBACK: '1' })).toBe(true)
  })

  it('takes a staff session Payload signed, still current', () => {
    expect(isStaffSessionToken(token(staff), SECRET, NOW)).toBe(true)
  })

  it('refuses a forged, expired, shopper or malformed token, and any token without a secret', () => {
    expect(isStaffSessionToken(token(staff, 'another-secret'), SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(token({ ...staff, exp: NOW / 1000 - 1 }), SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(token({ ...staff, exp: undefined }), SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(token({ ...staff, collection: 'shoppers' }), SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(token(staff, SECRET, 'none'), SECRET, NOW)).toBe(false)
    const [h, p] = token(staff).split('.')
    expect(isStaffSessionToken(`${h}.${p}.`, SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(`${h}.${p}`, SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken('not a token', SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(undefined, SECRET, NOW)).toBe(false)
    expect(isStaffSessionToken(token(staff), undefined, NOW)).toBe(false)
  })

  it('reads the payload-token cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; payload-token=abc.def.ghi; b=2', 'payload-token')).toBe('abc.def.ghi')
    expect(cookieValue('xpayload-token=1', 'payload-token')).toBeUndefined()
    expect(cookieValue(null, 'payload-token')).toBeUndefined()
  })
})
