import { z } from 'zod'
import { parseSentryDsn } from '@/observability/sentry'

/**
 * Every environment variable the product reads, in one place (issue 28): its type, and which ones a production server
 * cannot start without. `checkEnvironment` is pure; `assertProductionEnvironment` runs before a production server or
 * the migrate step does anything, so an operator reads "PAYLOAD_SECRET is missing" at boot, not a stack trace on the
 * first request. README "Configuration" and docs/deployment.md document each one (tests/unit/config checks both
 * ways, and that product code reads no variable that is not declared here). Product code reads the values through
 * src/config/env.ts, whose names are typed by this list; lint fails on any other read of process.env.
 *
 * Values stay strings here: the modules that use a value parse it where they have the context to say what is wrong
 * (src/server/mediaStorage.ts, src/server/clientAddress.ts, …). What this adds is the whole list, empty values
 * treated as errors for secrets, and the production rules.
 */

const text = z.string()
/** A number written in decimal, e.g. PORT=3000. */
const integer = z.string().regex(/^\d+$/, 'must be a whole number')
/** On/off switches accept the same words everywhere (src/server/switches.ts). */
const flag = z.string().regex(/^(0|1|true|false|yes|no|on|off)$/i, 'must be 1 or 0 (or true/false, on/off)')
const url = z.string().url('must be a URL such as https://example.com')
/** A secret: set means set to something. An empty value is a mistake (compose's `${X:-}`), never "no secret". */
const secret = z.string().refine((value) => value.trim().length > 0, 'is set but empty')

export const ENVIRONMENT = {
  // Server and data
  NODE_ENV: z.enum(['development', 'production', 'test']),
  PORT: integer,
  DATA_DIR: text,
  MEDIA_DIR: text,
  FEEDS_DIR: text,
  EMBEDDED_PG_PORT: integer,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  // The database itself when DATABASE_URL goes through a pooler (PgBouncer in transaction mode): migrations, backup
  // and restore use it (docs/deployment.md, "A connection pooler in front of PostgreSQL").
  DATABASE_DIRECT_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATABASE_POOL_MAX: integer,
  DATABASE_IDLE_IN_TRANSACTION_MS: integer,
  PAYLOAD_SECRET: secret,
  PUBLIC_SERVER_URL: url,
  PLATFORM_HOST: text,
  ADMIN_HOSTS: text,
  TRUSTED_PROXIES: text,
  INSECURE_COOKIES: flag,
  LOCAL_ADMIN: flag,
  SITE_PATH_FALLBACK: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  JOBS_WORKER: flag,
  JOBS_LEASE_MS: integer,
  DISABLE_JOB_AUTORUN: flag,
  FRONT_CACHE: flag,
  FRONT_CACHE_MAX_MB: integer,
  SITE_RENDERS_IN_FLIGHT: integer,
  SITE_RENDER_QUEUE: integer,
  SHUTDOWN_GRACE_MS: integer,
  PAGE_CACHE_DISK_MB: integer,
  PAINT_FIRST: flag,
  COMPILE_HINTS: flag,
  // First platform admin and demo content
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: text,
  SEED_PASSWORD: secret,
  SEED_STOCK_PER_SITE: integer,
  // Stock feeds
  CARS_PER_DEALERSHIP: integer,
  // Shared cache
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  REDIS_KEY_PREFIX: text,
  REDIS_TIMEOUT_MS: integer,
  REDIS_CACHE_MAX_MB: integer,
  // Media
  S3_BUCKET: text,
  S3_ENDPOINT: url,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: secret,
  S3_SECRET_ACCESS_KEY: secret,
  S3_FORCE_PATH_STYLE: flag,
  IMAGE_REMOTE_HOSTS: text,
  PDF_IMAGE_HOSTS: text,
  PDF_FONT_DIR: text,
  // Search
  SEARCH_URL: url,
  SEARCH_HOST: text,
  SEARCH_PORT: integer,
  SEARCH_ADMIN_KEY: secret,
  SEARCH_SEARCH_KEY: secret,
  SEARCH_APP_ID: text,
  SEARCH_DATA_DIR: text,
  // Test switch: the search service publishes each write (and its task) this many ms late, as Algolia may.
  SEARCH_TASK_PENDING_MS: integer,
  ALGOLIA_APP_ID: text,
  ALGOLIA_ADMIN_KEY: secret,
  ALGOLIA_SEARCH_KEY: secret,
  ALGOLIA_INDEX_PREFIX: text,
  SITEMAP_MAX_URLS: integer,
  // Leads and messages
  LEAD_WEBHOOK_SECRET: secret,
  LEAD_EMAIL_FROM: text,
  LEAD_DELIVERY_RETRIES: integer,
  LEAD_DELIVERY_BACKOFF_MS: integer,
  LEAD_RATE_LIMIT_IP_POINTS: integer,
  LEAD_RATE_LIMIT_PHONE_POINTS: integer,
  LEAD_RATE_LIMIT_LOOKUP_POINTS: integer,
  OUTBOUND_ALLOWED_HOSTS: text,
  SMTP_HOST: text,
  SMTP_PORT: integer,
  SMTP_SECURE: flag,
  SMTP_REQUIRE_TLS: flag,
  SMTP_USER: text,
  SMTP_PASS: secret,
  SMTP_FROM: text,
  SMTP_FROM_NAME: text,
  TWILIO_ACCOUNT_SID: text,
  TWILIO_AUTH_TOKEN: secret,
  TWILIO_FROM: text,
  SIGN_IN_CODES_PER_PHONE: integer,
  SIGN_IN_CODES_PER_IP: integer,
  SIGN_IN_CODES_PER_SITE: integer,
  LEAD_NOTIFICATIONS_PER_SITE: integer,
  LEAD_CONFIRMATIONS_PER_SITE: integer,
  DESTINATION_REMINDERS_PER_SITE: integer,
  ALERTS_PER_SITE: integer,
  SAVED_SEARCH_CONFIRMATIONS_PER_IP: integer,
  SAVED_SEARCH_CONFIRMATIONS_PER_SITE: integer,
  STAFF_LOGIN_TRIES_PER_IP: integer,
  // Payments, valuations, maps, chat
  STRIPE_SECRET_KEY: secret,
  STRIPE_WEBHOOK_SECRET: secret,
  STRIPE_PUBLISHABLE_KEY: text,
  VALUATION_URL: url,
  VALUATION_API_KEY: secret,
  REGO_LOOKUP_URL: url,
  REGO_LOOKUP_KEY: secret,
  GOOGLE_MAPS_API_KEY: secret,
  MAP_TILE_URL: text,
  CHAT_WIDGET_SCRIPT_URL: url,
  // Observability (docs/deployment.md, "Observability")
  // The exporter posts to {endpoint}/v1/traces: an http(s) address, e.g. http://otel-collector:4318.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// URL'),
  OTEL_EXPORTER_OTLP_HEADERS: text,
  OTEL_SERVICE_NAME: text,
  METRICS_TOKEN: secret,
  SENTRY_DSN: z
    .string()
    .refine((value) => parseSentryDsn(value) !== undefined, 'must be a DSN such as https://key@sentry.example/42'),
  SENTRY_ENVIRONMENT: text,
  // The release every error report and trace carries: the image's git sha or version (src/observability/release.ts).
  RELEASE: text,
} as const

export type EnvironmentVariable = keyof typeof ENVIRONMENT

/**
 * Set by Next itself, or by `npm start` for the processes it starts (SEARCH_EXIT_WITH_PARENT), not by an operator:
 * read by product code, never validated or documented for operators.
 */
export const NEXT_OWN_VARIABLES = ['NEXT_RUNTIME', 'NEXT_PHASE', 'NEXT_DIST_DIR', 'SEARCH_EXIT_WITH_PARENT'] as const

/** Variables that come in pairs or groups: one without the others is a half-made setting. */
const GROUPS: readonly (readonly EnvironmentVariable[])[] = [
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY'],
  ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
  ['SMTP_USER', 'SMTP_PASS'],
]

export type EnvironmentProblem = { variable: EnvironmentVariable; message: string }

type Env = Record<string, string | undefined>

/** What the environment is for: a server (answers HTTP, so its metrics too) or a one-shot step such as migrate. */
export type EnvironmentUse = { serves?: boolean }

const isSet = (env: Env, name: EnvironmentVariable) => env[name] !== undefined

/**
 * What is wrong with an environment, each problem naming its variable. Production (NODE_ENV=production) adds what a
 * server of a deployment needs: the database, the signing secret, and a search engine it does not start itself; and a
 * server (not a one-shot step) its METRICS_TOKEN.
 */
export function checkEnvironment(env: Env, { serves = true }: EnvironmentUse = {}): EnvironmentProblem[] {
  const problems: EnvironmentProblem[] = []
  for (const [name, schema] of Object.entries(ENVIRONMENT) as [EnvironmentVariable, z.ZodType][]) {
    const value = env[name]
    if (value === undefined) continue
    // An empty value is "unset" (compose passes `${X:-}`), except for a secret: that is an error (its schema says so).
    if (value.trim() === '' && schema !== secret) continue
    const parsed = schema.safeParse(value)
    if (!parsed.success) problems.push({ variable: name, message: `${name} ${parsed.error.issues[0]?.message}` })
  }
  for (const group of GROUPS) {
    const set = group.filter((name) => isSet(env, name) && env[name] !== '')
    if (set.length > 0 && set.length < group.length)
      for (const name of group.filter((n) => !set.includes(n)))
        problems.push({ variable: name, message: `${name} is missing: it goes with ${set.join(', ')}` })
  }
  if (env.NODE_ENV === 'production') {
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET'] as const)
      if (!env[name]?.trim()) problems.push({ variable: name, message: `${name} is required in production` })
    // A search engine: Algolia, the deployment's one service (SEARCH_URL), or the one `npm start` runs beside this
    // server on one machine (SEARCH_PORT, which it sets with the keys).
    if (!env.ALGOLIA_APP_ID?.trim()) {
      if (!env.SEARCH_URL?.trim() && !env.SEARCH_PORT?.trim())
        problems.push({
          variable: 'SEARCH_URL',
          message: 'SEARCH_URL is required in production (the one search service), or ALGOLIA_APP_ID with its keys',
        })
      for (const name of ['SEARCH_ADMIN_KEY', 'SEARCH_SEARCH_KEY'] as const)
        if (!env[name]?.trim())
          problems.push({ variable: name, message: `${name} is required in production with the search service` })
    }
    // Without a token /api/metrics is open to whoever reaches the platform host (issue 38.6). The one-machine start
    // (LOCAL_ADMIN=1) serves the platform host on localhost only, so there it may stay open.
    if (serves && !env.METRICS_TOKEN?.trim() && env.LOCAL_ADMIN !== '1')
      problems.push({
        variable: 'METRICS_TOKEN',
        message:
          'METRICS_TOKEN is required in production (else /api/metrics is open to anyone reaching the platform host)',
      })
  }
  // One message per variable, the first found.
  return problems.filter((p, i) => problems.findIndex((q) => q.variable === p.variable) === i)
}

/** Stops the process, naming every problem, when the environment cannot run a server. */
export function assertEnvironment(env: Env, what: string, use: EnvironmentUse = {}): void {
  const problems = checkEnvironment(env, use)
  if (problems.length === 0) return
  const lines = problems.map((p) => `  - ${p.message}`).join('\n')
  throw new Error(`${what} cannot start; fix the environment (README "Configuration"):\n${lines}`)
}
