import { startSearchService } from './server'
import { env } from '@/config/env'

/**
 * CLI entry: `tsx src/search-service/main.ts`. Configured by environment; prints one line when
 * ready and snapshots before exiting on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const adminKey = env('SEARCH_ADMIN_KEY')
  const searchKey = env('SEARCH_SEARCH_KEY')
  if (!adminKey || !searchKey) {
    console.error('search service: SEARCH_ADMIN_KEY and SEARCH_SEARCH_KEY must be set')
    process.exit(1)
  }
  const service = await startSearchService({
    port: Number(env('SEARCH_PORT') ?? 7700),
    host: env('SEARCH_HOST') ?? '127.0.0.1',
    dataDir: env('SEARCH_DATA_DIR') ?? '.data/search',
    appId: env('ALGOLIA_APP_ID') ?? 'local',
    adminKey,
    searchKey,
    // Off unless set: suites turn it on to prove the app waits for its tasks instead of reading its writes at once.
    taskPendingMs: Number(env('SEARCH_TASK_PENDING_MS') ?? 0) || 0,
  })
  console.log(`search service listening on ${service.url}`)
  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`search service: failed to stop cleanly on ${signal}:`, error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  if (env('SEARCH_EXIT_WITH_PARENT')) {
    // Started by `npm start`: if that process dies without stopping us (kill -9), do not linger on the port.
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid !== parent) stop('parent exit')
    }, 1000).unref()
  }
}

main().catch((error: unknown) => {
  console.error('search service failed to start:', error)
  process.exit(1)
})
