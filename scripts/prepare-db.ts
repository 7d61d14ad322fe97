/** Applies committed migrations, then seeds the demo sites when the database is empty. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { isDatabaseEmpty, seedDemo } from '../seed'

const payload = await getPayload({ config })
await payload.db.migrate()
if (await isDatabaseEmpty(payload)) {
  console.log('Empty database: seeding the demo sites…')
  await seedDemo(payload, (line) => console.log(`  seeded ${line}`))
}
process.exit(0)
