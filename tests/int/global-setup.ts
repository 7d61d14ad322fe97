import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/embeddedPostgres'

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
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  process.env.MEDIA_DIR ??= path.resolve(`.data/test-int-${process.env.TEST_PG_PORT ?? 54339}/media`)

  const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], { env: process.env, stdio: 'inherit' })
  if (prepared.status !== 0) throw new Error('Migrating and seeding the test database failed.')

  project.provide('databaseUrl', url)
  return async () => {
    if (stop) await stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
