import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/embeddedPostgres'
import { startSearchService } from '../../src/search-service/server'

/**
 * Integration tests run against a real PostgreSQL: DATABASE_URL when given (it must be a throwaway
 * database), otherwise a fresh embedded one. Migrations are applied and the demo seed loaded.
 */
export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined
  let url = process.env.TEST_DATABASE_URL
  if (!url) {
    const port = Number(process.env.TEST_PG_PORT ?? 54339)
    const dataDir = path.resolve(`.data/test-int-${port}/pg`)
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
    const pg = await startEmbeddedPostgres({ dataDir, port, database: 'dealer_platform_test' })
    url = pg.url
    stop = pg.stop
  }
  process.env.DATABASE_URL = url

  // The real search service over HTTP, on a free loopback port, with throwaway data.
  const searchDir = path.resolve(`.data/test-int-search-${process.pid}`)
  fs.rmSync(searchDir, { recursive: true, force: true })
  process.env.SEARCH_ADMIN_KEY ??= 'int-admin-key'
  process.env.SEARCH_SEARCH_KEY ??= 'int-search-key'
  const search = await startSearchService({
    port: 0,
    dataDir: searchDir,
    appId: 'local',
    adminKey: process.env.SEARCH_ADMIN_KEY,
    searchKey: process.env.SEARCH_SEARCH_KEY,
  })
  process.env.SEARCH_PORT = String(search.port)
  process.env.DISABLE_JOB_AUTORUN = '1'
  // Enough stock to exercise search and the listing rule; the demo itself seeds 320 per site.
  process.env.SEED_STOCK_PER_SITE ??= '40'
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  process.env.MEDIA_DIR ??= path.resolve(`.data/test-int-${process.env.TEST_PG_PORT ?? 54339}/media`)

  // Asynchronous, so the in-process search service keeps answering while the seed indexes into it.
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts', '--demo'], {
      env: process.env,
      stdio: 'inherit',
    })
    child.on('exit', resolve)
  })
  if (status !== 0) throw new Error('Migrating and seeding the test database failed.')

  project.provide('databaseUrl', url)
  project.provide('searchPort', search.port)
  return async () => {
    await search.close()
    fs.rmSync(searchDir, { recursive: true, force: true })
    if (stop) await stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    searchPort: number
  }
}
