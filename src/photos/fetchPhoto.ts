import http from 'node:http'
import https from 'node:https'
import { guardedLookup, guardedRequestOptions, outboundUrlProblem, type Resolve } from '@/platform/outboundGuard'
import { environment, type Environment } from '@/config/env'
import { backoffMs, isRetryable, MAX_PHOTO_BYTES, type PhotoProblem, photoExtension } from '@/domain/feedPhotos'

export type FetchedPhoto =
  | { kind: 'photo'; bytes: Buffer; contentType: string; extension: string; etag: string | null }
  | { kind: 'not-modified' }
  | { kind: 'problem'; problem: PhotoProblem }

export type FetchPhotoOptions = {
  maxBytes?: number
  timeoutMs?: number
  /** Tries after the first, for a host's trouble only (5xx, 429, no answer), with back-off between them. */
  retries?: number
  backoff?: { baseMs?: number; maxMs?: number }
  env?: Environment
  /** Test seam: the resolver behind the guarded lookup. */
  resolve?: Resolve
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * GETs one feed photo through the outbound guard (the webhooks' and feed pulls': https, or http for the operator's
 * allowed hosts; never loopback, private or metadata addresses, checked on the address connected to), following no
 * redirect, refusing anything but a JPEG/PNG/WebP/AVIF and anything past `maxBytes` while it streams. With the ETag
 * of the copy we hold, an unchanged photo answers 304 and is not downloaded again.
 */
export async function fetchPhoto(
  raw: string,
  etag: string | null | undefined,
  options: FetchPhotoOptions = {},
): Promise<FetchedPhoto> {
  const retries = options.retries ?? 2
  const sleep = options.sleep ?? wait
  for (let attempt = 0; ; attempt++) {
    const result = await fetchOnce(raw, etag, options)
    if (result.kind !== 'problem' || !isRetryable(result.problem) || attempt >= retries) return result
    await sleep(backoffMs(attempt + 1, options.backoff))
  }
}

async function fetchOnce(
  raw: string,
  etag: string | null | undefined,
  options: FetchPhotoOptions,
): Promise<FetchedPhoto> {
  const env = options.env ?? environment()
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES
  const timeoutMs = options.timeoutMs ?? 30_000
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { kind: 'problem', problem: { kind: 'address', problem: 'is not a full address' } }
  }
  const problem = outboundUrlProblem(url, env)
  if (problem) return { kind: 'problem', problem: { kind: 'address', problem } }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const client = url.protocol === 'https:' ? https : http
  try {
    return await new Promise<FetchedPhoto>((done) => {
      let settled = false
      const finish = (result: FetchedPhoto) => {
        if (settled) return
        settled = true
        done(result)
        if (result.kind === 'problem') request.destroy()
      }
      const fail = (p: PhotoProblem) => finish({ kind: 'problem', problem: p })
      const request = client.request(
        guardedRequestOptions(url, {
          method: 'GET',
          headers: {
            Accept: 'image/avif,image/webp,image/jpeg,image/png;q=0.9',
            'User-Agent': 'DealerPlatform-Photos/1.0',
            ...(etag ? { 'If-None-Match': etag } : {}),
          },
          lookup: guardedLookup({ env, resolve: options.resolve }),
          signal: controller.signal,
        }),
        (response) => {
          const status = response.statusCode ?? 0
          if (status === 304 && etag) {
            response.resume()
            return finish({ kind: 'not-modified' })
          }
          if (status < 200 || status > 299) {
            response.resume()
            return fail({ kind: 'status', status })
          }
          const contentType = String(response.headers['content-type'] ?? '')
          const extension = photoExtension(contentType)
          if (!extension) {
            response.resume()
            return fail({ kind: 'type', contentType: contentType.split(';')[0]!.trim() })
          }
          if (Number(response.headers['content-length'] ?? 0) > maxBytes) return fail({ kind: 'too-large', maxBytes })
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > maxBytes) return fail({ kind: 'too-large', maxBytes })
            chunks.push(chunk)
          })
          response.on('error', () =>
            fail(controller.signal.aborted ? { kind: 'timeout', seconds: timeoutMs / 1000 } : { kind: 'unreachable' }),
          )
          response.on('end', () => {
            const tag = response.headers.etag
            finish({
              kind: 'photo',
              bytes: Buffer.concat(chunks),
              contentType: contentType.split(';')[0]!.trim().toLowerCase(),
              extension,
              etag: typeof tag === 'string' && tag ? tag : null,
            })
          })
        },
      )
      request.on('error', () =>
        fail(controller.signal.aborted ? { kind: 'timeout', seconds: timeoutMs / 1000 } : { kind: 'unreachable' }),
      )
      request.end()
    })
  } finally {
    clearTimeout(timer)
  }
}
