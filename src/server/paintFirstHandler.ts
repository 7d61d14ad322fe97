import type { IncomingMessage, ServerResponse } from 'node:http'
import { deferFrameworkScripts } from './paintFirst'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

const HEAD_END = Buffer.from('</head>')
/** A head larger than this is not a Next page's; it is passed on untouched. */
const MAX_HEAD_BYTES = 256 * 1024

/** The staff admin is an app, not a page to paint early; it keeps Next's script loading. */
const UNTOUCHED = /^\/(admin|api|_next)(\/|$|\?)/

/**
 * Wraps Next's request handler: in HTML documents, the head's framework scripts load after the first paint
 * (paintFirst.ts). The head is held back until `</head>` has been written, then everything streams on as written.
 * Must sit inside the compressor (Next's own compression is off: next.config.ts) so it sees the HTML itself.
 */
export function withPaintFirst(handle: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET' || UNTOUCHED.test(req.url ?? '/')) return handle(req, res)
    rewriteHead(res)
    return handle(req, res)
  }
}

type Chunk = string | Uint8Array
type Write = (chunk: unknown, ...rest: unknown[]) => boolean
type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse

function rewriteHead(res: ServerResponse): void {
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  /** null: not decided yet; true: holding the head back; false: passing everything through. */
  let holding: boolean | null = null
  let held: Buffer[] = []

  const decide = () => {
    holding = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) && !res.headersSent
    // The rewritten page has another length; it is sent chunked (or compressed) instead.
    if (holding) res.removeHeader('content-length')
  }

  /** The held bytes, rewritten once the head is complete (or as they were when it never completes). */
  const release = (final: boolean): Buffer | null => {
    const all = Buffer.concat(held)
    const at = all.indexOf(HEAD_END)
    if (at === -1 && !final && all.length <= MAX_HEAD_BYTES) return null
    holding = false
    held = []
    if (at === -1) return all
    return Buffer.concat([Buffer.from(deferFrameworkScripts(all.subarray(0, at).toString('utf8'))), all.subarray(at)])
  }

  const toBuffer = (chunk: Chunk, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk)

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (holding === null) decide()
    if (!holding || chunk === undefined || chunk === null) return write(chunk, ...rest)
    held.push(toBuffer(chunk as Chunk, rest[0]))
    const out = release(false)
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined
    if (out === null) {
      callback?.()
      return true
    }
    return callback ? write(out, callback) : write(out)
  }) as typeof res.write

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (holding === null) decide()
    if (!holding) return end(chunk, ...rest)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(toBuffer(chunk as Chunk, rest[0]))
    const out = release(true)
    const callback = [chunk, ...rest].find((a) => typeof a === 'function')
    return callback ? end(out, callback) : end(out)
  }) as typeof res.end
}
