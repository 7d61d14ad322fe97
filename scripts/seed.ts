/** `npm run seed`: resets the database to the demo content (deterministic, idempotent). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemo } from '../seed'

const payload = await getPayload({ config })
await payload.db.migrate()
await seedDemo(payload, (line) => console.log(`seeded ${line}`))
process.exit(0)
