import http from 'node:http'
import type { AddressInfo } from 'node:net'
import vm from 'node:vm'
import zlib from 'node:zlib'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { LOADER_FALLBACK_MS, deferBodyScripts, deferFrameworkScripts, safeCut } from '@/server/paintFirst'
import { withPaintFirst } from '@/server/paintFirstHandler'

/** A head as Next 16 writes it (React's hoisted styles, preloads and async bootstrap scripts). */
const NEXT_HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async="" crossOrigin="anonymous"></script>' +
  '<title>Cars</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script type="application/ld+json">{"@type":"Car"}</script>' +
  '<script src="https://js.stripe.com/v3" async=""></script>'

/** Runs the loader the head now ends with, in a fake page, and returns the tags it added (and when). */
function runLoader(head: string, paint: { supported: boolean; firesFcp: boolean }) {
  const script = /<script>(\(function\(t\)[\s\S]*?)<\/script>$/.exec(head)?.[1]
  if (!script) throw new Error('no loader at the end of the head')
  const added: Array<{ tag: string; attrs: Record<string, string>; async?: boolean }> = []
  const timers: Array<() => void> = []
  type Observer = (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void
  const observed: { callback: Observer | null } = { callback: null }
  const document = {
    createElement: (tag: string) => {
      const el = {
        tag,
        attrs: {} as Record<string, string>,
        async: undefined as boolean | undefined,
        setAttribute: (k: string, v: string) => (el.attrs[k] = v),
      }
      return el
    },
    head: {
      appendChild: (el: { tag: string; attrs: Record<string, string>; async?: boolean }) =>
        added.push({ tag: el.tag, attrs: el.attrs, async: el.async }),
    },
  }
  class PerformanceObserver {
    static supportedEntryTypes = paint.supported ? ['paint', 'resource'] : ['resource']
    constructor(callback: Observer) {
      observed.callback = callback
    }
    observe() {}
  }
  const setTimeout = (fn: () => void, ms: number) => {
    expect(ms).toBe(LOADER_FALLBACK_MS)
    timers.push(fn)
  }
  const self: { __paintFirst?: (d: unknown) => void } = {}
  vm.runInNewContext(script, { document, window: { PerformanceObserver }, self, setTimeout })
  // React's bootstrap script, written after the page's HTML, hands itself over (deferBodyScripts).
  const bootstrap = /<script>(self\.__paintFirst[^<]*)<\/script>/.exec(
    deferBodyScripts('<script src="/_next/static/chunks/main.js" async=""></script>'),
  )![1]!
  vm.runInNewContext(bootstrap, { self })
  const addedBeforePaint = added.length
  if (paint.firesFcp)
    observed.callback?.(
      { getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []) },
      { disconnect() {} },
    )
  const addedAfterPaint = added.length
  for (const fire of timers) fire()
  const late = added.length
  vm.runInNewContext(bootstrap.replace('main.js', 'late.js'), { self })
  return { added, addedBeforePaint, addedAfterPaint, lateAddedAtOnce: added.length === late + 1 }
}

describe('paint first: Next framework scripts load after the first contentful paint', () => {
  it('moves the async /_next/static scripts and their preloads out of the head and leaves every other tag', () => {
    const head = deferFrameworkScripts(NEXT_HEAD)
    expect(head).not.toContain('<script src="/_next/static/chunks/react.js"')
    expect(head).not.toContain('<script src="/_next/static/chunks/turbopack-x.js"')
    expect(head).not.toContain('<link rel="preload" as="script"')
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script src="https://js.stripe.com/v3" async=""></script>',
      '<title>Cars</title>',
    ])
      expect(head).toContain(kept)
  })

  it('a head without framework scripts is left exactly as it was', () => {
    const head = '<html><head><title>Plain</title><script src="/app.js" async=""></script>'
    expect(deferFrameworkScripts(head)).toBe(head)
  })

  it('the loader adds the same scripts (async, same attributes) and preloads once the first contentful paint is reported', () => {
    const { added, addedBeforePaint, addedAfterPaint } = runLoader(deferFrameworkScripts(NEXT_HEAD), {
      supported: true,
      firesFcp: true,
    })
    expect(addedBeforePaint).toBe(0)
    expect(addedAfterPaint).toBe(4)
    // The fallback timer after the paint adds nothing twice.
    expect(added).toEqual([
      { tag: 'script', attrs: { src: '/_next/static/chunks/react.js' }, async: true },
      { tag: 'script', attrs: { src: '/_next/static/chunks/turbopack-x.js', crossorigin: 'anonymous' }, async: true },
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/_next/static/chunks/page.js' },
        async: undefined,
      },
      { tag: 'script', attrs: { src: '/_next/static/chunks/main.js' }, async: true },
      { tag: 'script', attrs: { src: '/_next/static/chunks/late.js' }, async: true },
    ])
  })

  it('a framework script after the paint (a later streamed piece) is added at once', () => {
    expect(runLoader(deferFrameworkScripts(NEXT_HEAD), { supported: true, firesFcp: true }).lateAddedAtOnce).toBe(true)
  })

  it("React's bootstrap script in the body is handed to the loader; other body scripts stay", () => {
    const body =
      '<div>cars</div><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script src="/_next/static/chunks/boot.js" async=""></script><script src="/maps.js" async=""></script>'
    const out = deferBodyScripts(body)
    expect(out).not.toContain('<script src="/_next/static/chunks/boot.js"')
    expect(out).toContain(
      'self.__paintFirst&&self.__paintFirst({"tag":"script","attrs":{"src":"/_next/static/chunks/boot.js"}})',
    )
    expect(out).toContain('<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>')
    expect(out).toContain('<script src="/maps.js" async=""></script>')
  })

  it('a streamed piece is cut only where no tag or script element is left open', () => {
    expect(safeCut('<p>a</p><scr')).toBe('<p>a</p>'.length)
    expect(safeCut('<p>a</p><script src="/_next/static/x.js" async="">')).toBe('<p>a</p>'.length)
    expect(safeCut('<p>a</p><script>1</script>')).toBe('<p>a</p><script>1</script>'.length)
    // A long inline script (the RSC payload) is let through rather than held.
    const long = `<p>a</p><script>self.__next_f.push([1,"${'x'.repeat(5000)}`
    expect(safeCut(long)).toBe(long.length)
  })

  it(`without a paint report the scripts still load after ${LOADER_FALLBACK_MS} ms, and at once where paint timing is unknown`, () => {
    const silent = runLoader(deferFrameworkScripts(NEXT_HEAD), { supported: true, firesFcp: false })
    expect(silent.addedAfterPaint).toBe(0)
    expect(silent.added).toHaveLength(5)
    const old = runLoader(deferFrameworkScripts(NEXT_HEAD), { supported: false, firesFcp: false })
    expect(old.addedBeforePaint).toBe(4)
  })

  it('an attribute value cannot close the inline loader', () => {
    const head = deferFrameworkScripts(
      '<head><script src="/_next/static/chunks/&lt;/script&gt;&lt;b&gt;.js" async=""></script>',
    )
    expect(head.match(/<\/script>/g)).toHaveLength(1)
    expect(runLoader(head, { supported: true, firesFcp: true }).added[0]!.attrs.src).toBe(
      '/_next/static/chunks/</script><b>.js',
    )
  })
})

describe('the paint-first rewrite in the server, inside the compressor', () => {
  let server: http.Server | null = null
  afterEach(() => server?.close())

  /** A server like scripts/serve.ts whose "Next" writes `chunks` with the given content type. */
  async function serve(chunks: Array<string | Buffer>, contentType: string, url = '/search') {
    const compress = compression()
    const next = withPaintFirst((_req, res) => {
      res.setHeader('content-type', contentType)
      res.setHeader('content-length', Buffer.concat(chunks.map((c) => Buffer.from(c))).length)
      for (const chunk of chunks.slice(0, -1)) res.write(chunk)
      res.end(chunks.at(-1))
    })
    server = http.createServer((req, res) => compress(req as never, res as never, () => next(req, res)))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: url, headers: { 'accept-encoding': encoding } }, (res) => {
            const parts: Buffer[] = []
            res.on('data', (d: Buffer) => parts.push(d))
            res.on('end', () => {
              const raw = Buffer.concat(parts)
              const e = res.headers['content-encoding']
              const body = e === 'br' ? zlib.brotliDecompressSync(raw) : e === 'gzip' ? zlib.gunzipSync(raw) : raw
              resolve({ headers: res.headers, body: body.toString('utf8') })
            })
          })
          .on('error', reject)
      })
  }

  const BOOT = '<script src="/_next/static/chunks/boot.js" async=""></script>'
  const BODY = `</head><body><h1>Used cars – Melbourne</h1>${BOOT}<script>self.__next_f.push([1,"ü"])</script></body></html>`

  it('a page whose head arrives in pieces (even split inside a tag) is rewritten, compressed, with every byte of its body', async () => {
    const html = Buffer.from(NEXT_HEAD + BODY)
    // Byte pieces cut inside a head tag, inside </head>, inside the bootstrap tag and inside the two-byte "ü".
    const cuts = [
      html.indexOf('react.js') + 3,
      html.indexOf('</he') + 2,
      html.indexOf('boot.js'),
      html.indexOf('ü') + 1,
      html.length,
    ]
    const get = await serve(
      cuts.map((end, i) => html.subarray(i === 0 ? 0 : cuts[i - 1], end)),
      'text/html; charset=utf-8',
    )
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { headers, body } = await get(encoding)
      expect(headers['content-encoding'] ?? 'identity').toBe(encoding)
      expect(body).toBe(deferFrameworkScripts(NEXT_HEAD) + deferBodyScripts(BODY))
      expect(body).not.toContain(BOOT)
      // The original length would cut the longer page short.
      if (headers['content-length']) expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body))
    }
  })

  it('answers that are not HTML pages pass untouched', async () => {
    const json = JSON.stringify({ head: NEXT_HEAD })
    expect((await (await serve([json], 'application/json'))('identity')).body).toBe(json)
    server?.close()
    const rsc = NEXT_HEAD + BODY
    expect((await (await serve([rsc], 'text/x-component'))('identity')).body).toBe(rsc)
    server?.close()
    expect((await (await serve([rsc], 'text/html', '/admin/collections/cars'))('identity')).body).toBe(rsc)
  })
})
