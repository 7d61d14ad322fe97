import type { CollectionConfig, Config, Field } from 'payload'

/**
 * How a back-office feature's plugin (src/<feature>/payload/plugin.ts) puts its parts into the config at a fixed
 * place, so that moving a hook out of a collection file changes neither the order hooks run in nor the order of the
 * fields (payload-types.ts) nor of the collections and job tasks (tests/unit/config/wiring.test.ts pins them).
 *
 * The rule: a feature's hook goes at the start or the end of its operation's list (the ends are the core's hooks
 * written in the collection file, then the index's wrappers and the plugins listed after it), or next to a neighbour
 * named here. A named neighbour that is gone fails the config loudly rather than dropping the part in a new place.
 */

type Named = { name?: string; slug?: string }

export type Place = 'first' | 'last' | { before: string } | { after: string }

const nameOf = (item: unknown): string | undefined =>
  typeof item === 'function'
    ? item.name
    : item && typeof item === 'object'
      ? ((item as Named).slug ?? (item as Named).name)
      : undefined

/** `extra` put into `list` at `place`; a neighbour is found by its function name, slug or name. */
export function placeInto<T>(list: readonly T[], place: Place, extra: readonly T[], what = 'list'): T[] {
  if (place === 'first') return [...extra, ...list]
  if (place === 'last') return [...list, ...extra]
  const neighbour = 'before' in place ? place.before : place.after
  const at = list.findIndex((item) => nameOf(item) === neighbour)
  if (at < 0) throw new Error(`pluginPlacement: no '${neighbour}' in ${what} to place ${extra.length} item(s) beside.`)
  const index = 'before' in place ? at : at + 1
  return [...list.slice(0, index), ...extra, ...list.slice(index)]
}

/** The fields with `extra` after the field named `after`, looked for in rows, tabs and groups too; else at the end. */
export function insertAfter(fields: Field[], after: string, extra: Field[]): Field[] {
  let placed = false
  const walk = (list: Field[]): Field[] =>
    list.flatMap((field): Field[] => {
      if (placed) return [field]
      if ('name' in field && field.name === after) {
        placed = true
        return [field, ...extra]
      }
      if (field.type === 'tabs')
        return [{ ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: walk(tab.fields) })) }]
      if (field.type === 'row' || field.type === 'collapsible')
        return [{ ...field, fields: walk(field.fields) } as Field]
      return [field]
    })
  const out = walk(fields)
  return placed ? out : [...out, ...extra]
}

type Hooks = NonNullable<CollectionConfig['hooks']>

/** The collection with `hooks` put into its `operation` list at `place`. */
export function withHooks<K extends keyof Hooks>(
  collection: CollectionConfig,
  operation: K,
  place: Place,
  hooks: NonNullable<Hooks[K]>,
): CollectionConfig {
  const list = (collection.hooks?.[operation] ?? []) as unknown[]
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      [operation]: placeInto(list, place, hooks as unknown[], `${collection.slug}.hooks.${String(operation)}`),
    },
  }
}

/** Each collection of the config passed through `extend` (by slug); the others as they are. */
export function extendCollections(
  config: Config,
  extend: Partial<Record<string, (collection: CollectionConfig) => CollectionConfig>>,
): CollectionConfig[] {
  const collections = config.collections ?? []
  for (const slug of Object.keys(extend))
    if (!collections.some((c) => c.slug === slug))
      throw new Error(`pluginPlacement: a plugin extends '${slug}', which the config does not have.`)
  return collections.map((collection) => extend[collection.slug]?.(collection) ?? collection)
}
