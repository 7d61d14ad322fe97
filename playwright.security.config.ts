import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/** The one address the security server believes X-Forwarded-For from (random test clients never use .254). */
export const TRUSTED_PROXY_ADDRESS = '127.0.0.254'

type WebServer = Exclude<NonNullable<typeof base.webServer>, unknown[]>
const webServer = base.webServer as WebServer

/**
 * `npm run test:security`: the security suite (tests/security) against the same built app, embedded Postgres and
 * search service the e2e suite starts, with the /sites/{slug} fallback closed as in production. Per-IP limits are
 * raised so the fuzzing reaches the validation code behind them; the per-number sign-in and lead limits stay at
 * their defaults and are tested. ADMIN_HOSTS turns on the staff CSRF origin list, as a production deployment has it.
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
      SIGN_IN_CODES_PER_SITE: '1000000',
      STAFF_LOGIN_TRIES_PER_IP: '1000000',
      // One loopback address plays a reverse proxy, so a test can name IPv6 clients in X-Forwarded-For
      // (tests/security/send-limits.spec.ts); requests from any other address keep their socket address.
      TRUSTED_PROXIES: TRUSTED_PROXY_ADDRESS,
      // The admin's hosts, so Payload's CSRF origin list is on as in production (src/lib/staffOrigins.ts): the
      // suite reaches the admin at http://localhost:PORT.
      ADMIN_HOSTS: 'localhost,127.0.0.1',
      // As in production: /sites/{slug} on the platform host for signed-in staff only (one-host-one-dealer.spec.ts).
      SITE_PATH_FALLBACK: '0',
    },
  },
})
