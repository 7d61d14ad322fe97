import net from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import { startEmbeddedPostgres } from '../../src/lib/embeddedPostgres'
import { localSecrets } from '../../src/lib/localEnvironment'

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.end(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

/**
 * For command-line tools (seed, import, reindex): the same defaults as `npm start`. Uses DATABASE_URL when set,
 * else the embedded database (started here if `npm start` is not running). Search keys come from .data/.
 */
export async function cliPayload(): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
  const secrets = localSecrets(dataDir)
  process.env.PAYLOAD_SECRET ??= secrets.payloadSecret
  process.env.SEARCH_ADMIN_KEY ??= secrets.searchAdminKey
  process.env.SEARCH_SEARCH_KEY ??= secrets.searchSearchKey
  process.env.DISABLE_JOB_AUTORUN ??= '1'
  let stopPostgres: (() => Promise<void>) | undefined
  if (!process.env.DATABASE_URL) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
    const running = await portOpen(port)
    const pg = running
      ? { url: `postgres://postgres:postgres@127.0.0.1:${port}/dealer_platform`, stop: async () => undefined }
      : await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, database: 'dealer_platform' })
    process.env.DATABASE_URL = pg.url
    stopPostgres = pg.stop
  }
  // Imported only now: the config reads the environment when it loads.
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  return {
    payload,
    close: async () => {
      await payload.destroy().catch(() => undefined)
      if (stopPostgres) await stopPostgres()
    },
  }
}
