import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload (and with it the job worker) started at server start; see src/instrumentation.ts. */
export async function startPayload(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    await getPayload({ config })
  } catch (error) {
    // The database may still be starting: the first request initialises Payload then, as before.
    console.error(JSON.stringify({ level: 'warn', msg: 'Payload did not start with the server', err: String(error) }))
  }
}
