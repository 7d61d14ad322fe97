import type { Payload } from 'payload'
import { inject } from 'vitest'

let instance: Promise<Payload> | undefined

/** The Payload instance of the integration suite, on the database the global setup prepared. */
export function testPayload(): Promise<Payload> {
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.SEARCH_PORT = String(inject('searchPort'))
  process.env.SEARCH_ADMIN_KEY ??= 'int-admin-key'
  process.env.SEARCH_SEARCH_KEY ??= 'int-search-key'
  process.env.DISABLE_JOB_AUTORUN = '1'
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  instance ??= (async () => {
    const { default: config } = await import('../../payload.config')
    const { getPayload } = await import('payload')
    return getPayload({ config })
  })()
  return instance
}
