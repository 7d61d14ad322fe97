import type { CollectionSlug, Field, Payload } from 'payload'

/** Collections whose records belong to one site (the tenant plugin gave them a `site` field), and sites themselves. */
export function siteBoundCollections(payload: Payload): Set<string> {
  const owned = payload.config.collections
    .filter((collection) =>
      collection.fields.some(
        (field) =>
          'name' in field && field.name === 'site' && field.type === 'relationship' && field.relationTo === 'sites',
      ),
    )
    .map((collection) => collection.slug)
  return new Set(['sites', ...owned])
}

const pointsAtSiteBound = (relationTo: string | string[], bound: Set<string>) =>
  (Array.isArray(relationTo) ? relationTo : [relationTo]).some((slug) => bound.has(slug))

/**
 * The dotted paths (array indexes left out) of a collection's fields that point at one site's records: uploads and
 * relationships to site-owned collections. A copy for another site leaves them out (they would show the template's
 * photos and locations, and the media rule refuses another site's uploads).
 */
export function siteBoundPaths(payload: Payload, collection: CollectionSlug): Set<string> {
  const bound = siteBoundCollections(payload)
  const paths = new Set<string>()
  const walk = (fields: Field[], prefix: string) => {
    for (const field of fields) {
      const path = 'name' in field && field.name ? `${prefix}${field.name}` : undefined
      switch (field.type) {
        case 'upload':
          if (path) paths.add(path)
          break
        case 'relationship':
          if (path && pointsAtSiteBound(field.relationTo, bound)) paths.add(path)
          break
        case 'group':
        case 'array':
          walk(field.fields, path ? `${path}.` : prefix)
          break
        case 'row':
        case 'collapsible':
          walk(field.fields, prefix)
          break
        case 'tabs':
          for (const tab of field.tabs) walk(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix)
          break
        case 'blocks':
          for (const block of field.blocks) if (path) walk(block.fields, `${path}.`)
          break
        default:
          break
      }
    }
  }
  walk(payload.collections[collection].config.fields, '')
  return paths
}
