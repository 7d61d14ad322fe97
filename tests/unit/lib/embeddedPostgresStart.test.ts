import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '@/lib/embeddedPostgres'

/** A port nothing listens on now (the OS picks it). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('embedded PostgreSQL says why it did not start, and tries once more', () => {
  it('a taken port: refused after a second try with what PostgreSQL said; a free one starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-start-'))
    fs.chmodSync(dataDir, 0o755)
    const taken = await freePort()
    const blocker = net.createServer().listen(taken, '127.0.0.1')
    await new Promise((resolve) => blocker.once('listening', resolve))
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: taken, database: 'x' }),
      ).rejects.toThrow(
        /exited before it was ready[\s\S]*(Address already in use|could not create any TCP\/IP sockets)/,
      )
    } finally {
      blocker.close()
    }
    const running = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: await freePort(),
      database: 'x',
    })
    await running.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)
})
