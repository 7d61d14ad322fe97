import { defineConfig } from '@playwright/test'
import base from './playwright.config'

type WebServer = Exclude<NonNullable<typeof base.webServer>, unknown[]>
const webServer = base.webServer as WebServer

/**
 * `npm run test:security`: the security suite (tests/security) against the same built app, embedded Postgres and
 * search service the e2e suite starts, with the /sites/{slug} fallback closed as in production. Per-IP limits are raised so the fuzzing reaches the validation code behind
 * them; the per-number sign-in and lead limits stay at their defaults and are tested.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/security',
  timeout: 120_000,
  reporter: [['list'], ['./tests/security/summary-reporter.ts']],
  webServer: {
    ...webServer,
    env: {
      ...webServer.env,
      SIGN_IN_CODES_PER_IP: '1000000',
      LEAD_RATE_LIMIT_IP_POINTS: '1000000',
      LEAD_RATE_LIMIT_LOOKUP_POINTS: '1000000',
      // As in production: /sites/{slug} on the platform host for signed-in staff only (one-host-one-dealer.spec.ts).
      SITE_PATH_FALLBACK: '0',
    },
  },
})
