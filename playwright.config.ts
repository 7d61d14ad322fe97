import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// Everything derives from the port, so several checkouts or agents can run the suite side by side.
const offset = port - 3100

/**
 * E2E runs the built app exactly as `npm start` does, on a throwaway data directory, in Debian's Chromium
 * (Playwright cannot download its own browser here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://localhost:${port}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `.data/e2e-${port}`,
      EMBEDDED_PG_PORT: String(54349 + offset),
      SEARCH_PORT: String(7710 + offset),
      SEED_STOCK_PER_SITE: process.env.SEED_STOCK_PER_SITE ?? '80',
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1,localhost',
      // Every e2e shopper is 127.0.0.1: the outcome suite alone sends some 17 leads per site in a few minutes
      // (tests/e2e/forms/every-form.spec.ts), past the 30 per site and address in 10 minutes of production.
      LEAD_RATE_LIMIT_IP_POINTS: '1000',
      // The suite reaches sites at /sites/{slug} on localhost without signing in, as tools do in development; a real
      // production server serves that path to signed-in staff only (src/lib/sitePathFallback.ts).
      SITE_PATH_FALLBACK: '1',
    },
  },
})
