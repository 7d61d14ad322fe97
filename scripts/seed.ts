/** `npm run seed`: resets the database to the demo content (deterministic, idempotent). */
import { seedDemo } from '../seed'
import { cliPayload } from './lib/cliEnvironment'

const { payload, close } = await cliPayload()
try {
  await payload.db.migrate()
  await seedDemo(payload, (line) => console.log(`seeded ${line}`))
} finally {
  await close()
}
process.exit()
