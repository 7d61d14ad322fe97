/** Starts only the embedded Postgres and prints its URL; for running Payload CLI commands by hand. */
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/embeddedPostgres'

const pg = await startEmbeddedPostgres({
  dataDir: path.resolve(process.argv[2] ?? '.data/pg'),
  port: Number(process.argv[3] ?? 54329),
  database: 'dealer_platform',
})
console.log(`DATABASE_URL=${pg.url}`)
process.on('SIGINT', () => void pg.stop().then(() => process.exit(0)))
process.on('SIGTERM', () => void pg.stop().then(() => process.exit(0)))
