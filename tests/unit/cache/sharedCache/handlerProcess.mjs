// One "app server" for tests/unit/cache/sharedCache/sharedCache.test.ts: loads the real cache-handler.mjs (with the
// REDIS_URL it was started with) and runs the operations Next would, one JSON line on stdin each. Answers are stdout
// lines starting with "RPC "; every other line is the handler's own log.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '../../../..')
const Handler = (await import(pathToFileURL(path.join(root, 'cache-handler.mjs')).href)).default
const serverDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shared-cache-')), 'server')
// Next creates one handler per request.
const handler = () =>
  new Handler({
    dev: false,
    serverDistDir,
    flushToDisk: false,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  })

/** Handlers of renders begun and not finished yet, by name. */
const renders = new Map()

const setPage = (pageHandler, { key, tags, html, revalidate, status = 200 }) =>
  pageHandler.set(
    key,
    {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`rsc:${html}`),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status,
      postponed: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    },
    { cacheControl: { revalidate, expire: undefined }, isRoutePPREnabled: false, isFallback: false },
  )

let publishes = 0
globalThis[Symbol.for('dealer-platform.front-cache-bus')] = { publish: () => void publishes++ }

const operations = {
  name: async () => Handler.name,
  setFetch: ({ key, tags, body }) =>
    handler().set(
      key,
      { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 },
      { fetchCache: true, tags, revalidate: 300 },
    ),
  getFetch: async ({ key, tags }) =>
    (await handler().get(key, { kind: 'FETCH', tags, softTags: [] }))?.value?.data?.body ?? null,
  setPage: ({ key, tags, html, revalidate, status }) => setPage(handler(), { key, tags, html, revalidate, status }),
  // A render that takes a while: its handler is made when the request begins, its copy stored when it ends.
  beginRender: async ({ name }) => void renders.set(name, handler()),
  finishRender: ({ name, key, tags, html, revalidate }) => setPage(renders.get(name), { key, tags, html, revalidate }),
  getPage: async ({ key }) => {
    const entry = await handler().get(key, {
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
      softTags: [],
    })
    return entry
      ? {
          html: entry.value.html,
          rsc: entry.value.rscData.toString(),
          tree: entry.value.segmentData?.get('/_tree')?.toString(),
          cacheControl: entry.cacheControl,
        }
      : null
  },
  revalidate: ({ tags }) => handler().revalidateTag(tags, { expire: 0 }),
  publishes: async () => publishes,
}

for await (const line of createInterface({ input: process.stdin })) {
  const { id, op, ...args } = JSON.parse(line)
  const started = performance.now()
  try {
    const result = await operations[op](args)
    process.stdout.write(`RPC ${JSON.stringify({ id, result: result ?? null, ms: performance.now() - started })}\n`)
  } catch (error) {
    process.stdout.write(`RPC ${JSON.stringify({ id, error: String(error), ms: performance.now() - started })}\n`)
  }
}
