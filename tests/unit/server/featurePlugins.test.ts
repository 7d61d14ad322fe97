import type { CollectionConfig, Config, Field, SanitizedConfig, TaskConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCollection, addTasks, extendCollection, features, patchField } from '@/server/featurePlugins'

// Issue 41.1: how a feature plugs itself in, and the order rule (a plugin appends, or names the neighbour it precedes).

const hook = (name: string) => Object.defineProperty(() => undefined, 'name', { value: name })
const task = (slug: string) => ({ slug, handler: () => ({ output: {} }) }) as unknown as TaskConfig
const base = (): Config =>
  ({
    collections: [
      { slug: 'cars', fields: [], hooks: { afterChange: [hook('index'), hook('expire')] }, endpoints: [] },
      { slug: 'reservations', fields: [] },
    ],
    jobs: { tasks: [task('sync'), task('release')] },
  }) as unknown as Config

const hookNames = (config: Config, slug: string, operation: string) =>
  (
    (config.collections?.find((c) => c.slug === slug)?.hooks as Record<string, { name: string }[]>)?.[operation] ?? []
  ).map((h) => h.name)

describe('a feature plugin adds its parts where the order rule says', () => {
  it('a hook is appended, or placed before the neighbour it names', () => {
    const appended = extendCollection(base(), 'cars', { hooks: { afterChange: { items: [hook('alerts')] } } })
    expect(hookNames(appended, 'cars', 'afterChange')).toEqual(['index', 'expire', 'alerts'])
    const before = extendCollection(base(), 'cars', {
      hooks: { afterChange: { items: [hook('x')], before: 'expire' } },
    })
    expect(hookNames(before, 'cars', 'afterChange')).toEqual(['index', 'x', 'expire'])
    const fresh = extendCollection(base(), 'reservations', { hooks: { afterDelete: { items: [hook('log')] } } })
    expect(hookNames(fresh, 'reservations', 'afterDelete')).toEqual(['log'])
  })

  it('extending a collection the config does not have fails loudly (a plugin listed too early)', () => {
    expect(() => extendCollection(base(), 'leads', { endpoints: [] })).toThrow(/'leads'/)
  })

  it('a collection and tasks go before the one named, or at the end; a named neighbour that is gone fails loudly', () => {
    const added = addCollection(base(), { slug: 'leads', fields: [] } as CollectionConfig, 'reservations')
    expect(added.collections?.map((c) => c.slug)).toEqual(['cars', 'leads', 'reservations'])
    const tasks = addTasks(addTasks(base(), [task('deliver')], 'release'), [task('remind')])
    expect(tasks.jobs?.tasks?.map((t) => t.slug)).toEqual(['sync', 'deliver', 'release', 'remind'])
    // One placement rule (src/lib/pluginPlacement.ts): a hook or task is never dropped in a new place silently.
    expect(() => addTasks(base(), [task('x')], 'absent')).toThrow(/no 'absent' in jobs.tasks/)
  })

  it('a field is found through named tabs and groups, unnamed tabs and rows', () => {
    const fields = [
      {
        type: 'tabs',
        tabs: [
          { label: 'A', fields: [{ type: 'row', fields: [{ name: 'title', type: 'text' }] }] },
          { name: 'forms', fields: [{ name: 'notify', type: 'group', fields: [{ name: 'emails', type: 'text' }] }] },
        ],
      },
    ] as Field[]
    const marked = (field: Field) => ({ ...field, label: 'found' }) as Field
    expect(JSON.stringify(patchField(fields, 'forms.notify.emails', marked))).toContain(
      '"name":"emails","type":"text","label":"found"',
    )
    expect(JSON.stringify(patchField(fields, 'title', marked))).toContain(
      '"name":"title","type":"text","label":"found"',
    )
    expect(() => patchField(fields, 'forms.nothing', marked)).toThrow(/nothing/)
  })

  it('features() runs its plugins in the order given', async () => {
    const out = await features(
      (c) => addTasks(c, [task('first')]),
      (c) => addTasks(c, [task('second')], 'first'),
    )(base())
    expect(out.jobs?.tasks?.map((t) => t.slug)).toEqual(['sync', 'release', 'second', 'first'])
  })
})

describe('the leads plugin checks the lead settings of a site', () => {
  let config: SanitizedConfig
  beforeAll(async () => {
    process.env.PAYLOAD_SECRET ??= 'unit-test'
    process.env.DATABASE_URL ??= 'postgres://unit@127.0.0.1:1/unit'
    config = await (await import('@payload-config')).default
  }, 60_000)

  const formsField = (name: string): Record<string, unknown> => {
    const sites = config.collections.find((c) => c.slug === 'sites')!
    let found: Record<string, unknown> | undefined
    const walk = (fields: Field[]) => {
      for (const field of fields) {
        if ('name' in field && field.name === name) found = field as unknown as Record<string, unknown>
        if ('fields' in field) walk(field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields)
      }
    }
    walk(sites.fields)
    return found!
  }

  it('a lead webhook URL to a private address is refused, a public https one accepted', async () => {
    const validate = formsField('leadWebhookUrl').validate as (value: unknown, options?: unknown) => unknown
    expect(await validate('http://127.0.0.1/hook', {})).toEqual(expect.stringContaining('https://'))
    expect(await validate('https://crm.example.com/leads', {})).toBe(true)
  })

  it('at most ten notification addresses, each a real address', async () => {
    const emails = formsField('emails')
    expect(emails.maxRows).toBe(10)
    const validate = emails.validate as (value: unknown, options?: unknown) => unknown
    expect(
      await validate(
        Array.from({ length: 11 }, (_, i) => `a${i}@example.com`),
        {},
      ),
    ).toMatch(/at most 10/)
    expect(await validate(['sales@example.com'], {})).toBe(true)
  })

  it('the test-notification endpoint is on sites, the leads collection before reservations', () => {
    const sites = config.collections.find((c) => c.slug === 'sites')!
    expect((sites.endpoints || []).map((e) => `${e.method} ${e.path}`)).toContain('post /:id/test-lead-notification')
    const slugs = config.collections.map((c) => c.slug)
    expect(slugs.indexOf('leads')).toBe(slugs.indexOf('reservations') - 1)
  })
})
