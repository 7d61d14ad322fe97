/** `npm run reindex`: rebuilds the search index from Postgres atomically (temporary index, then move). */
import { reindexAllCars } from '../src/search/carIndex'
import { reindexDirectory } from '../src/search/directoryIndex'
import { cliPayload } from './lib/cliEnvironment'

const { payload, close } = await cliPayload()
try {
  await reindexAllCars(payload, (line) => console.log(line))
  await reindexDirectory(payload, (line) => console.log(line))
} finally {
  await close()
}
process.exit()
