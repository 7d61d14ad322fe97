import type { IncomingMessage, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { deferBodyScripts, deferFrameworkScripts, safeCut } from './paintFirst'
import { chunkBytes, type Chunk } from './responseChunk'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

const HEAD_END = Buffer.from('</head>')
/** A head larger than this is not a Next page's; the page is passed on untouched. */
const MAX_HEAD_BYTES = 256 * 1024

/** The staff admin is an app, not a page to paint early; it keeps Next's script loading. */
const UNTOUCHED = /^\/(admin|api|_next)(\/|$|\?)/

/**
 * Wraps Next's request handler: in HTML documents, framework scripts load after the first paint (paintFirst.ts).
 * The head is held back until `</head>` has been written; the body then streams on, each piece as soon as it
 * cannot end inside a tag. Must sit inside the compressor (Next's own compression is off: next.config.ts) so it
 * sees the HTML itself.
 */
export function withPaintFirst(handle: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET' || UNTOUCHED.test(req.url ?? '/')) return handle(req, res)
    rewritePage(res)
    return handle(req, res)
  }
}

type Write = (chunk: unknown, ...rest: unknown[]) => boolean
type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse

/** What the rewrite does with the bytes Next writes, piece by piece. */
class PageRewrite {
  private phase: 'head' | 'body' | 'through' = 'head'
  private held: Buffer[] = []
  private decoder = new StringDecoder('utf8')
  private carry = ''

  /** The bytes to send now for one piece (`final` for the last one). */
  push(piece: Buffer, final: boolean): Buffer {
    if (this.phase === 'through') return piece
    if (this.phase === 'head') {
      this.held.push(piece)
      const all = Buffer.concat(this.held)
      const at = all.indexOf(HEAD_END)
      if (at === -1) {
        if (!final && all.length <= MAX_HEAD_BYTES) return Buffer.alloc(0)
        this.phase = 'through'
        return all
      }
      this.held = []
      const head = all.subarray(0, at).toString('utf8')
      const rewritten = deferFrameworkScripts(head)
      // No loader in the head (no framework scripts there): nothing in the body may be handed to one.
      this.phase = rewritten === head ? 'through' : 'body'
      const rest = all.subarray(at)
      return Buffer.concat([Buffer.from(rewritten), this.phase === 'body' ? this.body(rest, final) : rest])
    }
    return this.body(piece, final)
  }

  private body(piece: Buffer, final: boolean): Buffer {
    const text = this.carry + this.decoder.write(piece) + (final ? this.decoder.end() : '')
    const cut = final ? text.length : safeCut(text)
    this.carry = text.slice(cut)
    return Buffer.from(deferBodyScripts(text.slice(0, cut)))
  }
}

function rewritePage(res: ServerResponse): void {
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  /** Decided on the first write: only HTML documents are rewritten. */
  let rewrite: PageRewrite | null | undefined

  const decide = () => {
    const html = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) && !res.headersSent
    // The rewritten page has another length; it is sent chunked (or compressed) instead.
    if (html) res.removeHeader('content-length')
    return html ? new PageRewrite() : null
  }

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (rewrite === undefined) rewrite = decide()
    if (!rewrite || chunk === undefined || chunk === null) return write(chunk, ...rest)
    const out = rewrite.push(chunkBytes(chunk as Chunk, rest[0]), false)
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined
    if (out.length === 0) {
      callback?.()
      return true
    }
    return callback ? write(out, callback) : write(out)
  }) as typeof res.write

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (rewrite === undefined) rewrite = decide()
    if (!rewrite) return end(chunk, ...rest)
    const piece = chunk !== undefined && chunk !== null && typeof chunk !== 'function' ? chunkBytes(chunk as Chunk, rest[0]) : Buffer.alloc(0)
    const out = rewrite.push(piece, true)
    const callback = [chunk, ...rest].find((a) => typeof a === 'function')
    return callback ? end(out, callback) : end(out)
  }) as typeof res.end
}
