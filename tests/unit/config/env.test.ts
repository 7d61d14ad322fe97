import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultEnv, env, environment, nextRuntime, nodeEnv } from '../../../src/config/env'

afterEach(() => vi.unstubAllEnvs())

describe('src/config/env: the one reader of process.env', () => {
  it('reads when called, so a value set after import is seen', () => {
    vi.stubEnv('SITEMAP_MAX_URLS', '10')
    expect(env('SITEMAP_MAX_URLS')).toBe('10')
    vi.stubEnv('SITEMAP_MAX_URLS', '20')
    expect(env('SITEMAP_MAX_URLS')).toBe('20')
    expect(environment().SITEMAP_MAX_URLS).toBe('20')
  })

  it('hands out the live environment, not a copy', () => {
    const live = environment()
    vi.stubEnv('LOG_LEVEL', 'debug')
    expect(live.LOG_LEVEL).toBe('debug')
  })

  it('sets a default only where the process has no value', () => {
    vi.stubEnv('DISABLE_JOB_AUTORUN', '0')
    defaultEnv('DISABLE_JOB_AUTORUN', '1')
    expect(env('DISABLE_JOB_AUTORUN')).toBe('0')
    vi.stubEnv('DISABLE_JOB_AUTORUN', undefined)
    defaultEnv('DISABLE_JOB_AUTORUN', '1')
    expect(env('DISABLE_JOB_AUTORUN')).toBe('1')
  })

  it('reads the values Next inlines at run time outside its bundles', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    expect(nodeEnv()).toBe('production')
    expect(nextRuntime()).toBe('nodejs')
  })

  it('takes declared names only (checked by the type check)', () => {
    // @ts-expect-error a misspelt name is not a variable of src/config/environment.ts
    expect(env('SITEMAP_MAX_URL')).toBeUndefined()
    // @ts-expect-error NODE_ENV is inlined by Next where it bundles: nodeEnv() reads it the way Next sees it
    expect(env('NODE_ENV')).toBeDefined()
  })
})
