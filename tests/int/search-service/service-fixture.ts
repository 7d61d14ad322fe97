import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { startSearchService, type RunningSearchService } from '@/search-service/server'

export const APP_ID = 'test-app'
export const ADMIN_KEY = 'test-admin-key'
export const SEARCH_KEY = 'test-search-key'

export interface ServiceFixture {
  readonly service: RunningSearchService
  readonly dataDir: string
  client(apiKey: string): ReturnType<typeof algoliasearch>
  stop(): Promise<void>
}

/** The search service on a random port over a fresh data directory, and clients pointed at it. */
export async function startFixture(options: { taskPendingMs?: number } = {}): Promise<ServiceFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-int-'))
  const service = await startSearchService({
    port: 0,
    dataDir,
    appId: APP_ID,
    adminKey: ADMIN_KEY,
    searchKey: SEARCH_KEY,
    snapshotEveryMs: 0,
    taskPendingMs: options.taskPendingMs,
    log: () => undefined,
  })
  return {
    service,
    dataDir,
    client: (apiKey) =>
      algoliasearch(APP_ID, apiKey, {
        hosts: [{ url: `127.0.0.1:${service.port}`, accept: 'readWrite', protocol: 'http' }],
        // The service applies a 1,000-record batch in one turn of its event loop (at publication, with taskPendingMs):
        // on a loaded 2-core machine a request meanwhile waits seconds to connect.
        timeouts: { connect: 10_000, read: 10_000, write: 30_000 },
      }),
    stop: async () => {
      await service.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A raw HTTP call, for what the client never sends (bad bodies, CORS preflight, wrong keys). */
export async function rawRequest(
  fixture: ServiceFixture,
  method: string,
  pathAndQuery: string,
  options: { body?: string; headers?: Record<string, string>; apiKey?: string | null } = {},
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const headers: Record<string, string> = { 'x-algolia-application-id': APP_ID, ...options.headers }
  if (options.apiKey !== null) headers['x-algolia-api-key'] = options.apiKey ?? ADMIN_KEY
  const response = await fetch(`${fixture.service.url}${pathAndQuery}`, { method, headers, body: options.body })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text === '' ? undefined : (JSON.parse(text) as unknown),
  }
}
