/**
 * Requests the cluster scripts send: to one server's port, with a chosen Host (a dealer host or the platform's),
 * optionally from another loopback address (each 127.x.y.z is another client to the per-IP limits), with JSON or raw
 * bodies. node:http because fetch ignores Host and cannot pick the local address.
 */
import http from 'node:http'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; json: <T>() => T }

export type Request = {
  method?: string
  host?: string
  headers?: Record<string, string>
  json?: unknown
  raw?: Buffer | string
  token?: string
  localAddress?: string
  timeoutMs?: number
}

export function request(port: number, pathname: string, options: Request = {}): Promise<Answer> {
  const body = options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined)
  const headers: Record<string, string> = {
    host: options.host ?? `localhost:${port}`,
    ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
        headers,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const all = Buffer.concat(chunks)
          const text = all.toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all,
            text,
            json: <T>() => JSON.parse(text) as T,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${pathname} timed out`)))
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

/** A multipart/form-data body with Payload's `_payload` JSON and one file. */
export function multipart(
  data: unknown,
  file: { name: string; type: string; bytes: Buffer },
): { raw: Buffer; contentType: string } {
  const boundary = `----cluster${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const raw = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(data)}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { raw, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** Polls until `check` returns a value that is not undefined, or the time is up; resolves with it and the time taken. */
export async function within<T>(
  timeoutMs: number,
  check: () => Promise<T | undefined>,
  everyMs = 100,
): Promise<{ value: T | undefined; ms: number }> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return { value, ms: Date.now() - started }
    await new Promise((r) => setTimeout(r, everyMs))
  }
  return { value: undefined, ms: Date.now() - started }
}

let counter = Math.floor(Math.random() * 1e6)
/** A valid AU mobile number that no earlier request of this run used. */
export function freshMobile(): string {
  counter = (counter + 7919) % 1e6
  const six = String(counter).padStart(6, '0')
  return `0413 ${six.slice(0, 3)} ${six.slice(3)}`
}

/** Runs `tasks` with at most `limit` at a time. */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}
