import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from './http/request-handler'
import { DurableEngine } from './storage/durable-engine'

export interface SearchServiceOptions {
  /** 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  dataDir: string
  appId: string
  adminKey: string
  searchKey: string
  /** Snapshot interval while there are writes; default 60 s. */
  snapshotEveryMs?: number
  log?: (message: string) => void
  /** Writes become visible (their task `published`) this many ms after they are acknowledged; default 0 (at once). */
  taskPendingMs?: number
}

export interface RunningSearchService {
  url: string
  port: number
  /** Stops accepting requests, writes a final snapshot and closes the log. */
  close(): Promise<void>
  /** Forces a snapshot now (tests and benchmarks). */
  snapshot(): Promise<void>
}

/** Starts the Algolia-compatible search service: recovers the data directory, then listens. */
export async function startSearchService(options: SearchServiceOptions): Promise<RunningSearchService> {
  if (options.adminKey === '' || options.searchKey === '' || options.adminKey === options.searchKey) {
    throw new Error('startSearchService needs distinct, non-empty adminKey and searchKey')
  }
  const log = options.log ?? ((message: string) => console.error(message))
  const durable = await DurableEngine.open({
    dataDir: options.dataDir,
    snapshotEveryMs: options.snapshotEveryMs,
    taskPendingMs: options.taskPendingMs,
    log,
  })
  const handler = createRequestHandler(
    durable,
    { appId: options.appId, adminKey: options.adminKey, searchKey: options.searchKey },
    log,
  )
  const server = http.createServer((request, response) => void handler(request, response))
  server.keepAliveTimeout = 65_000
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  let closing: Promise<void> | undefined
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    snapshot: () => durable.snapshot(),
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeIdleConnections()
        })
        await durable.close()
      })()
      return closing
    },
  }
}
