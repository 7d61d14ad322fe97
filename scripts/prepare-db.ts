/**
 * Run by `npm start` before serving: applies committed migrations, creates the media bucket (S3), applies the search
 * index settings, and rebuilds the index when it lost its data. An empty database gets the demo sites only with
 * `--demo` (what `npm start` passes on one machine, never in production), else its first platform admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD or, without them, from the admin's first-user screen.
 * In a deployment of several servers it runs once, in the one-shot `migrate` step after `npm run migrate`
 * (docker-compose.yml, docs/deployment.md), against the one search service at SEARCH_URL; servers never run it.
 * Behind a pooler it connects to DATABASE_DIRECT_URL (the first import switches DATABASE_URL before the config loads).
 */
import './lib/directDatabaseUrl'
import config from '@payload-config'
import { getPayload } from 'payload'
import { applyCommittedMigrations } from './lib/committedMigrations'
import { isDatabaseEmpty, seedDemo } from '../seed'
import { ensureFirstPlatformAdmin } from '../src/onboarding/firstPlatformAdmin'
import { searchAdminClient } from '../src/search/adminClient'
import { applyCarIndexSettings, reindexAllCars } from '../src/search/carIndex'
import { CARS_INDEX } from '../src/search/carIndexSettings'
import { reindexDirectory } from '../src/search/directoryIndex'
import { ensureMediaBucket } from '../src/server/ensureMediaBucket'

const demo = process.argv.includes('--demo')

const payload = await getPayload({ config })
await applyCommittedMigrations(payload)
const bucket = await ensureMediaBucket()
if (bucket) console.log(`Media bucket ${bucket === 'created' ? 'created' : 'is there'}.`)
try {
  await applyCarIndexSettings()
} catch (error) {
  console.warn(
    `Search index settings not applied (${error instanceof Error ? error.message : error}); searches may be unavailable.`,
  )
}
if (demo && (await isDatabaseEmpty(payload))) {
  console.log('Empty database: seeding the demo sites…')
  await seedDemo(payload, (line) => console.log(`  seeded ${line}`))
} else {
  const admin = await ensureFirstPlatformAdmin(payload)
  if (admin === 'created') console.log('First platform admin created from ADMIN_EMAIL.')
  if (admin === 'first-user-screen')
    console.log('No users yet: open /admin to create the first platform admin (or set ADMIN_EMAIL and ADMIN_PASSWORD).')
  const sample = await searchAdminClient()
    .searchSingleIndex({ indexName: CARS_INDEX, searchParams: { hitsPerPage: 1, attributesToRetrieve: ['has_price'] } })
    .catch(() => null)
  const indexed = sample ? (sample.nbHits ?? 0) : -1
  // Records from before has_price (issue 39.7) would put cars without a price first in the price-ascending sort.
  const outdated = Boolean(sample?.hits[0] && !('has_price' in sample.hits[0]))
  const { totalDocs } = await payload.count({ collection: 'cars' })
  if ((indexed === 0 || outdated) && totalDocs > 0) await reindexAllCars(payload, (line) => console.log(line))
}
// The model directory is small (a few hundred models): rebuilt on every start, so it never drifts.
await reindexDirectory(payload).catch((error: unknown) =>
  console.warn(`Model directory not indexed (${error instanceof Error ? error.message : error}).`),
)
process.exit(0)
