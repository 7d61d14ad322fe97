import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assertEnvironment,
  checkEnvironment,
  ENVIRONMENT,
  type EnvironmentVariable,
  NEXT_OWN_VARIABLES,
} from '../../../src/config/environment'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Product code: what runs in the app servers, the migrate step and the search service (not tests, not benches). */
const PRODUCT = ['src', 'collections', 'blocks', 'seed']
const PRODUCT_FILES = [
  'payload.config.ts',
  'next.config.ts',
  'scripts/serve.ts',
  'scripts/start.ts',
  'scripts/migrate.ts',
  'scripts/prepare-db.ts',
]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : []
  })
}

/** Names read as process.env.X, env.X (a module's `env` parameter), process.env['X'] or env('X') (src/config/env.ts). */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of [...PRODUCT.flatMap(sourceFiles), ...PRODUCT_FILES]) {
    for (const match of read(file).matchAll(/\benv(?:\.|\[['"]|\(['"])([A-Z][A-Z0-9_]+)/g))
      if (!found.has(match[1]!)) found.set(match[1]!, file)
  }
  return found
}

const declared = new Set<string>([...Object.keys(ENVIRONMENT), ...NEXT_OWN_VARIABLES])

describe('one typed configuration (issue 28)', () => {
  it('declares every variable product code reads', () => {
    const undeclared = [...variablesRead()].filter(([name]) => !declared.has(name)).map(([n, f]) => `${n} (${f})`)
    expect(undeclared).toEqual([])
  })

  it('documents every declared variable in the README table or docs/deployment.md', () => {
    const docs = read('README.md') + read('docs/deployment.md')
    const documented = new Set([...docs.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!))
    const missing = Object.keys(ENVIRONMENT).filter((name) => !documented.has(name))
    expect(missing).toEqual([])
  })

  it('the README table names no variable the product does not know', () => {
    const readme = read('README.md')
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running more than one server'))
    const rows = [...table.matchAll(/^\| ((?:`[A-Z][A-Z0-9_]+`(?:, )?)+) \|/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((n) => n[1]!),
    )
    expect(rows.length).toBeGreaterThan(30)
    // Test-only variables the README documents for running the suites.
    const testOnly = new Set(['CHROMIUM_PATH'])
    expect(rows.filter((name) => !declared.has(name) && !testOnly.has(name))).toEqual([])
  })
})

describe('checkEnvironment', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://dealer:pw@postgres:5432/dealer_platform',
    PAYLOAD_SECRET: 'a-long-random-secret',
    SEARCH_URL: 'http://search:7700',
    SEARCH_ADMIN_KEY: 'admin-key',
    SEARCH_SEARCH_KEY: 'search-key',
    METRICS_TOKEN: 'a-metrics-token',
  }
  const names = (env: Record<string, string | undefined>) => checkEnvironment(env).map((p) => p.variable)

  it('accepts a complete production environment, and a development one with nothing set', () => {
    expect(checkEnvironment(production)).toEqual([])
    expect(checkEnvironment({})).toEqual([])
  })

  it('refuses to start production without the database, the secret or a search engine, naming each', () => {
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'SEARCH_ADMIN_KEY'] as EnvironmentVariable[]) {
      const env = { ...production, [name]: undefined }
      expect(names(env), name).toEqual([name])
    }
    expect(names({ ...production, SEARCH_URL: undefined })).toEqual(['SEARCH_URL'])
    // Algolia instead of the search service.
    const algolia = {
      ...production,
      SEARCH_URL: undefined,
      SEARCH_ADMIN_KEY: undefined,
      SEARCH_SEARCH_KEY: undefined,
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_ADMIN_KEY: 'a',
      ALGOLIA_SEARCH_KEY: 's',
    }
    expect(checkEnvironment(algolia)).toEqual([])
  })

  it('refuses an empty secret (compose’s ${X:-}) but takes an empty setting as unset', () => {
    expect(checkEnvironment({ ...production, PAYLOAD_SECRET: '' })[0]?.message).toMatch(/PAYLOAD_SECRET/)
    expect(names({ SEED_PASSWORD: '' })).toEqual(['SEED_PASSWORD'])
    expect(names({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: '  ' })).toEqual(['S3_SECRET_ACCESS_KEY'])
    expect(checkEnvironment({ PUBLIC_SERVER_URL: '', PLATFORM_HOST: '' })).toEqual([])
  })

  it('names a malformed value and a half-made pair', () => {
    expect(checkEnvironment({ PORT: '30a0' })[0]?.message).toBe('PORT must be a whole number')
    expect(names({ REDIS_URL: 'localhost:6379' })).toEqual(['REDIS_URL'])
    expect(names({ JOBS_WORKER: 'maybe' })).toEqual(['JOBS_WORKER'])
    expect(names({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+61400000000' })).toEqual(['TWILIO_AUTH_TOKEN'])
  })

  it('names a SENTRY_DSN that is not a DSN, and an OTLP endpoint that is not a URL (issue 28.5)', () => {
    expect(
      checkEnvironment({
        SENTRY_DSN: 'https://key@sentry.example/42',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
      }),
    ).toEqual([])
    expect(checkEnvironment({ SENTRY_DSN: 'sentry.example/42' })[0]?.message).toBe(
      'SENTRY_DSN must be a DSN such as https://key@sentry.example/42',
    )
    expect(names({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel:4318' })).toEqual(['OTEL_EXPORTER_OTLP_ENDPOINT'])
    expect(names({ METRICS_TOKEN: '' })).toEqual(['METRICS_TOKEN'])
  })

  it('issue 38.6: "`/api/metrics` is open without a token in production": a production server needs METRICS_TOKEN', () => {
    const withoutToken = { ...production, METRICS_TOKEN: undefined }
    expect(names(withoutToken)).toEqual(['METRICS_TOKEN'])
    expect(checkEnvironment(withoutToken)[0]?.message).toMatch(/METRICS_TOKEN is required in production/)
    expect(names({ ...production, METRICS_TOKEN: '  ' })).toEqual(['METRICS_TOKEN'])
    expect(() => assertEnvironment(withoutToken, 'The server')).toThrow(/METRICS_TOKEN is required in production/)
    // The one-machine start serves the platform host on localhost only; a one-shot step (migrate) serves no metrics;
    // outside production metrics may stay open.
    expect(checkEnvironment({ ...withoutToken, LOCAL_ADMIN: '1' })).toEqual([])
    expect(checkEnvironment(withoutToken, { serves: false })).toEqual([])
    expect(checkEnvironment({ ...withoutToken, NODE_ENV: 'development' })).toEqual([])
  })

  it('stops with every problem listed', () => {
    expect(() => assertEnvironment({ NODE_ENV: 'production' }, 'The server')).toThrow(
      /The server cannot start[\s\S]*DATABASE_URL is required in production[\s\S]*PAYLOAD_SECRET/,
    )
  })
})
