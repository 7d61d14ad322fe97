/**
 * An HTTP request to the local server with a chosen Host header ({slug}.localhost:port), as a browser on a site's
 * host sends it. Node's fetch ignores a Host header and Node cannot resolve *.localhost, hence node:http.
 */
import http from 'node:http'

export type HostResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

export function hostRequest(
  port: number,
  pathname: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: {
          host,
          ...options.headers,
          ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout after ${options.timeoutMs ?? 30_000} ms`)))
    req.on('error', reject)
    if (options.body) req.write(options.body)
    req.end()
  })
}

/** The first car a site's search page links to (a listed car of that site). */
export async function firstCarPath(port: number, host: string): Promise<string> {
  const { status, body } = await hostRequest(port, '/search', host)
  const slug = /href="\/cars\/([^"?#/]+)"/.exec(body)?.[1]
  if (status !== 200 || !slug) throw new Error(`no car link on ${host}/search (HTTP ${status})`)
  return `/cars/${slug}`
}
