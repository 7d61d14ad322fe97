import type { IncomingMessage } from 'node:http'
import { gunzip } from 'node:zlib'
import { promisify } from 'node:util'
import { isJsonObject, type JsonObject } from '../engine/json'
import { badRequest, HttpError } from './http-error'

const gunzipAsync = promisify(gunzip)
export const MAX_BODY_BYTES = 100 << 20

/** Reads a JSON object body whatever the content type (clients send text/plain), gzip allowed. */
export async function readJsonBody(request: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk as Buffer)
  }
  let raw = Buffer.concat(chunks)
  if (request.headers['content-encoding'] === 'gzip') {
    try {
      raw = await gunzipAsync(raw)
    } catch {
      throw badRequest('Invalid gzip body')
    }
  }
  const text = raw.toString('utf8').trim()
  if (text === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('Invalid JSON body')
  }
  if (!isJsonObject(parsed)) throw badRequest('Invalid JSON body: expected an object')
  return parsed
}
