import { describe, expect, it } from 'vitest'
import { SEED_PASSWORD } from '../../../seed/demoSites'
import { FIRST_ADMIN_MIN_PASSWORD, firstAdminFromEnv } from '../../../src/onboarding/firstPlatformAdmin'

// Issue 28: the migrate step seeded demo sites and their staff into an empty production database, and compose passed
// `SEED_PASSWORD: ${SEED_PASSWORD:-}`, an empty string that `?? 'demo-password'` took as the password.
describe('the first platform admin of a production database (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is not asked for when both are unset or both empty (compose passes ${ADMIN_EMAIL:-})', () => {
    expect(firstAdminFromEnv({})).toBeNull()
    expect(firstAdminFromEnv({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toBeNull()
  })

  it('is read, the address trimmed and lower-cased', () => {
    expect(
      firstAdminFromEnv({ ADMIN_EMAIL: ' Ops@Dealer-Group.example ', ADMIN_PASSWORD: 'a long passphrase' }),
    ).toEqual({ email: 'ops@dealer-group.example', password: 'a long passphrase' })
  })

  it('refuses an empty or missing password, naming ADMIN_PASSWORD', () => {
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: '   ' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_PASSWORD/)
  })

  it(`refuses a password shorter than ${FIRST_ADMIN_MIN_PASSWORD} characters`, () => {
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short1' })).toThrow(/at least 12/)
  })

  it('refuses a password without an address, and an address that is not one, naming ADMIN_EMAIL', () => {
    expect(() => firstAdminFromEnv({ ADMIN_PASSWORD: 'a long passphrase' })).toThrow(/ADMIN_EMAIL/)
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'ops', ADMIN_PASSWORD: 'a long passphrase' })).toThrow(/ADMIN_EMAIL/)
  })
})

describe('the demo logins’ password (SEED_PASSWORD)', () => {
  it('is demo-password on a development machine when unset', () => {
    expect(SEED_PASSWORD({})).toBe('demo-password')
  })

  it('is refused when set but empty, instead of seeding staff with an empty password', () => {
    expect(() => SEED_PASSWORD({ SEED_PASSWORD: '' })).toThrow(/SEED_PASSWORD is set but empty/)
    expect(() => SEED_PASSWORD({ SEED_PASSWORD: '  ' })).toThrow(/SEED_PASSWORD is set but empty/)
  })

  it('must be given explicitly with NODE_ENV=production', () => {
    expect(() => SEED_PASSWORD({ NODE_ENV: 'production' })).toThrow(/SEED_PASSWORD is required/)
    expect(SEED_PASSWORD({ NODE_ENV: 'production', SEED_PASSWORD: 'chosen-by-the-operator' })).toBe(
      'chosen-by-the-operator',
    )
  })
})
