import type { CollectionConfig, Config, Field, Plugin } from 'payload'
import { placeInto } from '@/lib/pluginPlacement'

/**
 * The few ways a back-office feature's `plugin.ts` adds itself to the config (DESIGN.md "Features plug themselves in").
 *
 * Placing is src/lib/pluginPlacement.ts's one rule (first, last or beside a named neighbour); these are the shapes the
 * leads and alerts plugins use it in.
 *
 * The order rule: hooks run in the order of their list, and some orders are load-bearing (a car is indexed before its
 * alerts are matched). A plugin appends its hooks and tasks at the end of each list, and where today's order puts one
 * before a neighbour, it names that neighbour (`before`): the wiring test (tests/unit/config/wiring.test.ts) fails on
 * any change of place. Plugins run in the order payload.config.ts lists them, so a later plugin's hook runs after an
 * earlier one's.
 */

type HookLists = NonNullable<CollectionConfig['hooks']>
/** Job tasks as the config holds them (each with its own input and output types). */
type Tasks = NonNullable<NonNullable<Config['jobs']>['tasks']>
type Placed<T> = { items: T[]; before?: string }

/** `items` placed before the entry named `before` (a neighbour that is gone fails at start), else at the end. */
const placed = <T>(list: T[], { items, before }: Placed<T>, what: string): T[] =>
  placeInto(list, before === undefined ? 'last' : { before }, items, what)

/** The collection `slug` with `hooks` added (appended, or before the hook named in `before`), `endpoints` appended. */
export function extendCollection(
  config: Config,
  slug: string,
  extra: {
    hooks?: { [K in keyof HookLists]?: Placed<NonNullable<HookLists[K]>[number]> }
    endpoints?: NonNullable<CollectionConfig['endpoints']>
    fields?: (fields: Field[]) => Field[]
  },
): Config {
  const collections = (config.collections ?? []).map((collection) => {
    if (collection.slug !== slug) return collection
    const hooks: Record<string, unknown[]> = { ...(collection.hooks as Record<string, unknown[]>) }
    for (const [operation, add] of Object.entries(extra.hooks ?? {}))
      hooks[operation] = placed(hooks[operation] ?? [], add as Placed<unknown>, `${slug}.hooks.${operation}`)
    return {
      ...collection,
      hooks: hooks as HookLists,
      fields: extra.fields ? extra.fields(collection.fields) : collection.fields,
      endpoints:
        extra.endpoints && collection.endpoints !== false
          ? [...(collection.endpoints ?? []), ...extra.endpoints]
          : collection.endpoints,
    }
  })
  if (!collections.some((collection) => collection.slug === slug))
    throw new Error(`A feature plugin extends the collection '${slug}', which the config does not have (yet).`)
  return { ...config, collections }
}

/** The config with `collection` added before the collection `before` (at the end when there is none). */
export function addCollection(config: Config, collection: CollectionConfig, before?: string): Config {
  return { ...config, collections: placed(config.collections ?? [], { items: [collection], before }, 'collections') }
}

/** The config with job `tasks` added (appended, or before the task whose slug is `before`). */
export function addTasks(config: Config, tasks: Tasks, before?: string): Config {
  return {
    ...config,
    jobs: { ...config.jobs, tasks: placed(config.jobs?.tasks ?? [], { items: tasks, before }, 'jobs.tasks') },
  }
}

/** The field at `path` (names, dot-separated, through named groups and tabs; rows, unnamed tabs and collapsibles are
 * looked through) changed by `patch`. */
export function patchField(fields: Field[], path: string, patch: (field: Field) => Field): Field[] {
  const [head, ...rest] = path.split('.')
  let found = false
  const walk = (list: Field[]): Field[] =>
    list.map((field): Field => {
      if (found) return field
      if ('name' in field && field.name === head) {
        found = true
        if (rest.length === 0) return patch(field)
        if ('fields' in field) return { ...field, fields: patchField(field.fields, rest.join('.'), patch) } as Field
        throw new Error(`patchField: '${head}' has no fields to find '${rest.join('.')}' in.`)
      }
      if (field.type === 'tabs')
        return {
          ...field,
          tabs: field.tabs.map((tab) => {
            if (found) return tab
            if (!('name' in tab && tab.name)) return { ...tab, fields: walk(tab.fields) }
            if (tab.name !== head || rest.length === 0) return tab
            found = true
            return { ...tab, fields: patchField(tab.fields, rest.join('.'), patch) }
          }),
        }
      if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: walk(field.fields) } as Field
      return field
    })
  const out = walk(fields)
  if (!found) throw new Error(`patchField: no field '${head}'.`)
  return out
}

/**
 * Several feature plugins as one entry of `plugins`, run in the order given: the config's list of plugins stays as
 * short as the multi-tenant and storage plugins need it, and the features' own order reads in one place.
 */
export const features =
  (...plugins: Plugin[]): Plugin =>
  async (config) => {
    let out = config
    for (const plugin of plugins) out = await plugin(out)
    return out
  }
