/**
 * `npm run test:algolia` (issue 40.3): the search conformance suite (tests/int/search-service/algolia-conformance.test.ts)
 * against a real Algolia application, the other side of the protocol the embedded service answers in `npm test`. It
 * pushes the app's own settings (the primary and its virtual sort replicas), 3,000 generated cars, and runs
 * InstantSearch's helper and the algoliasearch client's methods against them, waiting for every task as Algolia
 * requires. Each run uses its own index prefix (ALGOLIA_INDEX_PREFIX, `conformance_<time>_` unless set) and deletes
 * its indexes at the end.
 *
 * Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY (an admin key, or a key with addObject, deleteObject, deleteIndex, settings,
 * editSettings, listIndexes, browse and search) and ALGOLIA_SEARCH_KEY (search only). Without them it says what to set
 * and exits with status 1: a run that was asked for and could not happen never reads as passed. Not part of `npm test`.
 *
 * `npm run test:algolia -- --embedded` runs the same suite against the embedded service (as `npm run test:int` does).
 */
import { spawnSync } from 'node:child_process'

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY'] as const

const embedded = process.argv.includes('--embedded')
const missing = REQUIRED.filter((name) => !process.env[name]?.trim())
if (!embedded && missing.length > 0) {
  console.error(
    [
      `test:algolia: not run, ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
      '',
      'It runs the search conformance suite against a real Algolia application. Set:',
      '  ALGOLIA_APP_ID      the application id',
      '  ALGOLIA_ADMIN_KEY   its admin API key (writes, settings, index deletion)',
      '  ALGOLIA_SEARCH_KEY  its search-only API key',
      '  ALGOLIA_INDEX_PREFIX (optional) the prefix of the indexes it creates and deletes; default conformance_<time>_',
      '',
      'e.g. ALGOLIA_APP_ID=… ALGOLIA_ADMIN_KEY=… ALGOLIA_SEARCH_KEY=… npm run test:algolia',
      'The same suite runs against the embedded service in npm run test:int (or npm run test:algolia -- --embedded).',
    ].join('\n'),
  )
  process.exit(1)
}

const env: NodeJS.ProcessEnv = { ...process.env }
if (embedded) {
  // The embedded target: no Algolia variables, so nothing can reach an Algolia application by mistake.
  for (const name of [...REQUIRED, 'ALGOLIA_INDEX_PREFIX', 'CONFORMANCE_TARGET']) delete env[name]
} else {
  env.CONFORMANCE_TARGET = 'algolia'
  env.ALGOLIA_INDEX_PREFIX ||= `conformance_${Date.now()}_`
  console.log(`test:algolia: application ${env.ALGOLIA_APP_ID}, indexes ${env.ALGOLIA_INDEX_PREFIX}*`)
}

const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'tests/int/search-service/vitest.local.config.ts',
    'tests/int/search-service/algolia-conformance.test.ts',
  ],
  { env, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
