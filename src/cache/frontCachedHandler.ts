import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { countFrontCache } from '@/observability/observe'
import { frontCacheKey, isStorable, type PageFrontCache } from './pageFrontCache'
import { chunkBytes, type Chunk } from '@/server/responseChunk'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Larger answers are passed through without a copy. */
const MAX_CAPTURE_BYTES = 5 * 1024 * 1024

/**
 * Wraps Next's request handler: a stored page is answered at once (x-front-cache: HIT); anything else reaches Next,
 * and a cached page Next answers is copied on its way out (pageFrontCache.ts decides what may be kept).
 */
export function withFrontCache(cache: PageFrontCache, handle: Handler): Handler {
  return (req, res) => {
    const key = frontCacheKey(req.method, req.url, req.headers)
    if (!key) return handle(req, res)
    const hit = cache.get(key)
    // Counted in dealer_front_cache_requests_total{result}: of the requests the cache could answer, how many it did.
    countFrontCache(hit ? 'hit' : 'miss')
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, 'x-front-cache': 'HIT' })
      res.end(hit.body)
      return
    }
    const askedAt = cache.generation
    copyAnswer(res, (status, headers, body) => {
      if (isStorable(key, status, headers)) cache.set(key, { status, headers, body }, askedAt)
    })
    return handle(req, res)
  }
}

/** Collects the bytes and headers of an answer as it is written, and hands them over when it ends. */
function copyAnswer(
  res: ServerResponse,
  done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
): void {
  const chunks: Buffer[] = []
  let size = 0
  let headHeaders: OutgoingHttpHeaders = {}
  const keep = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_CAPTURE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = chunkBytes(chunk as Chunk, encoding)
    size += buffer.length
    chunks.push(buffer)
  }
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a))
    if (headers) headHeaders = headers as OutgoingHttpHeaders
    return writeHead(...args)
  }) as typeof res.writeHead
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof res.write
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    const answer = end(chunk, ...rest)
    if (size <= MAX_CAPTURE_BYTES) {
      const headers = lowerCased({ ...headHeaders, ...res.getHeaders() })
      done(res.statusCode, headers, Buffer.concat(chunks))
    }
    return answer
  }) as typeof res.end
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}
