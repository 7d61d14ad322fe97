// Next's cache handler (next.config.ts `cacheHandler`). Next imports this file when the server starts, so the choice
// is made then, not at build: with REDIS_URL set the cache is shared through Redis, without it Next's own file-system
// cache runs as before. One build serves both. How and why: src/cache/cacheHandler.mjs, docs/shared-cache.md.
import { chooseCacheHandler } from './src/cache/cacheHandler.mjs'

export default chooseCacheHandler()
