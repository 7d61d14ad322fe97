import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 41.2: the back office's wiring, pinned before any feature moves into its own plugin. Built from the sanitized
 * config: for every collection and global, its hooks in order per operation (collection-level and each field's), its
 * endpoints, and the job tasks with their queues. The committed snapshot (wiring.snapshot.json) is the behaviour the
 * move must keep: moving a hook into `src/stock/payload/plugin.ts` changes no line of it; reordering two hooks does.
 */

let config: SanitizedConfig

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-test'
  process.env.DATABASE_URL ??= 'postgres://unit@127.0.0.1:1/unit'
  config = await (await import('@payload-config')).default
}, 60_000)

// A hook's name is what survives a move between files; an inline arrow has none, so it is pinned by its place.
const nameOf = (fn: unknown): string =>
  typeof fn === 'function' && fn.name && !/^(bound )?(anonymous)?$/.test(fn.name) ? fn.name : '(inline)'

type HookMap = Record<string, string[]>

function hooksOf(hooks: unknown): HookMap {
  const out: HookMap = {}
  if (!hooks || typeof hooks !== 'object') return out
  for (const [operation, list] of Object.entries(hooks).sort(([a], [b]) => a.localeCompare(b))) {
    if (Array.isArray(list) && list.length > 0) out[operation] = list.map(nameOf)
  }
  return out
}

/** Each field's hooks by its path, walking groups, tabs, rows, collapsibles, arrays and blocks. */
function fieldHooks(fields: Field[], prefix: string, out: Record<string, HookMap>): Record<string, HookMap> {
  for (const field of fields) {
    const named = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    if ('hooks' in field && field.hooks) {
      const hooks = hooksOf(field.hooks)
      if (Object.keys(hooks).length > 0) out[named || '(root)'] = hooks
    }
    const childPrefix = 'name' in field && field.name ? `${named}.` : prefix
    if ('fields' in field && Array.isArray(field.fields)) fieldHooks(field.fields, childPrefix, out)
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabPrefix = 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix
        fieldHooks(tab.fields, tabPrefix, out)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks ?? []) {
        if (typeof block === 'object') fieldHooks(block.fields, `${childPrefix}${block.slug}.`, out)
      }
    }
  }
  return out
}

const endpointsOf = (endpoints: unknown): string[] =>
  Array.isArray(endpoints)
    ? endpoints.map((e: { method: string; path: string; handler: unknown }) => `${e.method.toUpperCase()} ${e.path}`)
    : []

function wiring(config: SanitizedConfig) {
  const collections = Object.fromEntries(
    config.collections.map((c) => [
      c.slug,
      {
        hooks: hooksOf(c.hooks),
        fieldHooks: fieldHooks(c.fields, '', {}),
        endpoints: endpointsOf(c.endpoints),
      },
    ]),
  )
  const globals = Object.fromEntries(
    config.globals.map((g) => [
      g.slug,
      { hooks: hooksOf(g.hooks), fieldHooks: fieldHooks(g.fields, '', {}), endpoints: endpointsOf(g.endpoints) },
    ]),
  )
  const tasks = (config.jobs?.tasks ?? []).map((t) => ({
    slug: t.slug,
    handler: nameOf(t.handler),
    retries: t.retries ?? null,
  }))
  return {
    collections,
    globals,
    endpoints: endpointsOf(config.endpoints),
    jobs: { tasks },
    plugins: (config.plugins ?? []).length,
  }
}

describe('issue 41.2: the back office wiring stays the same through the move to feature plugins', () => {
  it('every collection and global keeps its hooks in order, its endpoints and the job tasks', async () => {
    const now = wiring(config)
    // A sanity floor, so an empty config cannot pass against an empty snapshot.
    expect(Object.keys(now.collections).length).toBeGreaterThan(20)
    expect(now.collections.cars.hooks.afterChange?.length ?? 0).toBeGreaterThan(0)
    expect(now.jobs.tasks.length).toBeGreaterThan(3)
    await expect(JSON.stringify(now, null, 2) + '\n').toMatchFileSnapshot('./wiring.snapshot.json')
  })
})
