import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferBodyScripts, deferFrameworkScripts, paintFirstApplies } from '@/server/paintFirst'
import { NOTHING_TO_DEFER, warnWhenNothingMoved, withPaintFirst } from '@/server/paintFirstHandler'

/**
 * Guard for issue 18 point 9: a Next upgrade that changes the page's markup must not leave the paint-first rewrite
 * silently doing nothing.
 *
 * The fixture is a real page of this app's production build, not hand-written: `.next/server/app/_not-found.html`
 * as `next build` (Next 16.4.5, Turbopack, app router) wrote it on 2026-11-25, copied byte for byte. It is the
 * prerendered not-found page, whose head carries the same framework tags every app-router page does (React's
 * `<script src="/_next/static/chunks/…" async="">` tags, the `preload` of the bootstrap chunk, the noModule
 * polyfill) and whose body ends with React's bootstrap script. Site pages are rendered on request, so none is in the
 * build directory to copy; they add style sheets and content, not other script markup. When Next is upgraded,
 * capture the fixture again from the new build (`cp .next/server/app/_not-found.html tests/unit/server/fixtures/…`):
 * if the new markup is one the rewrite does not recognise, the first test fails.
 */
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'next-16.4.5-not-found.html')
const PAGE = fs.readFileSync(FIXTURE, 'utf8')
const HEAD_END = PAGE.indexOf('</head>')
const FRAMEWORK_SCRIPT_IN_HEAD = /<script\b[^>]*\bsrc="[^"]*\/_next\/static\/[^"]*\.js"[^>]*\basync\b/

describe('the paint-first rewrite on a page of a real Next 16 build', () => {
  it("finds Next's framework scripts in the head and moves them all into the loader", () => {
    const inHead = PAGE.slice(0, HEAD_END).match(new RegExp(FRAMEWORK_SCRIPT_IN_HEAD, 'g')) ?? []
    expect(inHead.length).toBeGreaterThan(0)
    expect(paintFirstApplies(PAGE).movedScripts).toBe(inHead.length)

    const head = deferFrameworkScripts(PAGE.slice(0, HEAD_END))
    expect(head).not.toBe(PAGE.slice(0, HEAD_END))
    expect(head).not.toMatch(FRAMEWORK_SCRIPT_IN_HEAD)
    expect(head).toContain('first-contentful-paint')
    // The bootstrap chunk's preload hint goes with the scripts; the noModule polyfill and the title stay.
    expect(head).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\//)
    expect(head).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/)
    expect(head).toContain('<title>404: This page could not be found.</title>')
  })

  it("hands React's bootstrap script after the page's HTML to the loader", () => {
    const body = PAGE.slice(HEAD_END)
    const bootstrap = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/.exec(body)
    expect(bootstrap).not.toBeNull()
    const rewritten = deferBodyScripts(body)
    expect(rewritten).not.toContain(bootstrap![0])
    expect(rewritten).toContain(`self.__paintFirst&&self.__paintFirst(`)
    expect(rewritten).toContain(bootstrap![1])
    // Next's inline scripts (the RSC payload, Turbopack's chunk list) are left as they are.
    expect(rewritten).toContain('<script id="_R_">')
    expect(rewritten).toContain('self.__next_f')
  })

  it('reports nothing moved when Next\'s markup changes (here: scripts as type="module" instead of async)', () => {
    const changed = PAGE.replace(/ async=""/g, ' type="module"')
    expect(paintFirstApplies(changed).movedScripts).toBe(0)
    expect(paintFirstApplies('<html><body>no head</body></html>').movedScripts).toBe(0)
  })
})

describe("the server's one-time warning when its first page had nothing to rewrite", () => {
  let server: http.Server | null = null
  afterEach(() => {
    server?.close()
    server = null
    vi.restoreAllMocks()
  })

  /** A server whose "Next" answers each request with the next of `pages` as HTML, behind the rewrite. */
  async function serve(pages: string[], report: Parameters<typeof withPaintFirst>[1]) {
    let i = 0
    const handle = withPaintFirst((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(pages[i++ % pages.length])
    }, report)
    server = http.createServer((req, res) => void handle(req, res))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return (url: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: url }, (res) => {
            const parts: Buffer[] = []
            res.on('data', (d: Buffer) => parts.push(d))
            res.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
          })
          .on('error', reject)
      })
  }

  it('hears of the first HTML page only, with the number of scripts it moved', async () => {
    const report = vi.fn()
    const get = await serve([PAGE, PAGE.replace(/ async=""/g, ' type="module"')], report)
    const first = await get('/')
    expect(first).not.toMatch(FRAMEWORK_SCRIPT_IN_HEAD)
    await get('/search')
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith({ url: '/', movedScripts: paintFirstApplies(PAGE).movedScripts })
  })

  it('the admin is not a page: the first page checked is the first one rewritten', async () => {
    const report = vi.fn()
    const get = await serve([PAGE], report)
    await get('/admin')
    expect(report).not.toHaveBeenCalled()
    await get('/search')
    expect(report).toHaveBeenCalledWith({ url: '/search', movedScripts: paintFirstApplies(PAGE).movedScripts })
  })

  it('logs one JSON warning when the first page moved nothing, and nothing when it moved scripts', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    warnWhenNothingMoved({ url: '/search', movedScripts: 5 })
    expect(out).not.toHaveBeenCalled()
    warnWhenNothingMoved({ url: '/search', movedScripts: 0 })
    expect(out).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(out.mock.calls[0]![0])) as Record<string, unknown>
    expect(line).toMatchObject({ level: 'warn', msg: NOTHING_TO_DEFER, url: '/search' })
    expect(NOTHING_TO_DEFER).toBe("paint first found no Next scripts to defer: Next's HTML changed")
  })
})
