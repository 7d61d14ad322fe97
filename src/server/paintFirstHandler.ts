import type { IncomingMessage, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { logLine } from './log'
import { deferBodyScripts, rewriteHead, safeCut } from './paintFirst'
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
export function withPaintFirst(handle: Handler, onFirstPage: FirstPageReport = warnWhenNothingMoved): Handler {
  let checked = false
  const firstPage = (url: string) => (movedScripts: number) => {
    if (checked) return
    checked = true
    onFirstPage({ url, movedScripts })
  }
  return (req, res) => {
    if (req.method !== 'GET' || UNTOUCHED.test(req.url ?? '/')) return handle(req, res)
    rewritePage(res, checked ? undefined : firstPage(req.url ?? '/'))
    return handle(req, res)
  }
}

/** Told, once per server, how many framework scripts the first HTML page's rewrite moved. */
export type FirstPageReport = (page: { url: string; movedScripts: number }) => void

export const NOTHING_TO_DEFER = "paint first found no Next scripts to defer: Next's HTML changed"

/**
 * The guard against a Next upgrade that changes its markup: the first page that moved nothing is logged once as a
 * JSON warning (the rewrite then does nothing for any page; paintFirst.ts's patterns need updating, or PAINT_FIRST=0).
 */
export const warnWhenNothingMoved: FirstPageReport = ({ url, movedScripts }) => {
  if (movedScripts === 0)
    logLine('warn', NOTHING_TO_DEFER, {
      url,
      fix: 'update src/server/paintFirst.ts to the new markup (see src/server/README.md), or set PAINT_FIRST=0',
    })
}

type Write = (chunk: unknown, ...rest: unknown[]) => boolean
type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse

/** What the rewrite does with the bytes Next writes, piece by piece. */
class PageRewrite {
  /** `onHead` hears how many scripts the head's rewrite moved (0 when the head was not found). */
  constructor(private readonly onHead?: (movedScripts: number) => void) {}

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
        this.onHead?.(0)
        return all
      }
      this.held = []
      const head = all.subarray(0, at).toString('utf8')
      const { head: rewritten, movedScripts } = rewriteHead(head)
      this.onHead?.(movedScripts)
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

function rewritePage(res: ServerResponse, onHead?: (movedScripts: number) => void): void {
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  /** Decided on the first write: only HTML documents are rewritten. */
  let rewrite: PageRewrite | null | undefined

  const decide = () => {
    const html = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) && !res.headersSent
    // The rewritten page has another length; it is sent chunked (or compressed) instead.
    if (html) res.removeHeader('content-length')
    return html ? new PageRewrite(onHead) : null
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
    const piece =
      chunk !== undefined && chunk !== null && typeof chunk !== 'function'
        ? chunkBytes(chunk as Chunk, rest[0])
        : Buffer.alloc(0)
    const out = rewrite.push(piece, true)
    const callback = [chunk, ...rest].find((a) => typeof a === 'function')
    return callback ? end(out, callback) : end(out)
  }) as typeof res.end
}
