/**
 * `npm run seed:demo`: resets the database to the demo content (deterministic, idempotent). It deletes what the seed
 * owns first, so on a production server (NODE_ENV=production) it asks for `-- --reset` before wiping real dealers.
 */
import { seedDemo } from '../seed'
import { cliPayload } from './lib/cliEnvironment'

if (process.env.NODE_ENV === 'production' && !process.argv.includes('--reset')) {
  console.error(
    'npm run seed:demo replaces every site, car and user with the demo content. On a production server run ' +
      '`npm run seed:demo -- --reset` if that is what you want.',
  )
  process.exit(2)
}
const { payload, close } = await cliPayload()
try {
  await payload.db.migrate()
  await seedDemo(payload, (line) => console.log(`seeded ${line}`))
} finally {
  await close()
}
process.exit()
