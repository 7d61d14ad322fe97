import type { CollectionSlug, Field, Payload } from 'payload'
import type { TextPaths } from '../../src/onboarding/templateCopy'

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

/** Every named field of a collection with its dotted path (array indexes left out; blocks' fields under the field). */
function eachField(fields: Field[], visit: (field: Field, path: string) => void, prefix = '') {
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : undefined
    if (path) visit(field, path)
    switch (field.type) {
      case 'group':
      case 'array':
        eachField(field.fields, visit, path ? `${path}.` : prefix)
        break
      case 'row':
      case 'collapsible':
        eachField(field.fields, visit, prefix)
        break
      case 'tabs':
        for (const tab of field.tabs)
          eachField(tab.fields, visit, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix)
        break
      case 'blocks':
        for (const block of field.blocks) if (path) eachField(block.fields, visit, `${path}.`)
        break
      default:
        break
    }
  }
}

/**
 * The dotted paths (array indexes left out) of a collection's fields that point at one site's records: uploads and
 * relationships to site-owned collections. A copy for another site leaves them out (they would show the template's
 * photos and locations, and the media rule refuses another site's uploads).
 */
export function siteBoundPaths(payload: Payload, collection: CollectionSlug): Set<string> {
  const bound = siteBoundCollections(payload)
  const paths = new Set<string>()
  eachField(payload.collections[collection].config.fields, (field, path) => {
    if (field.type === 'upload' || (field.type === 'relationship' && pointsAtSiteBound(field.relationTo, bound)))
      paths.add(path)
  })
  return paths
}

/** The wording fields of a collection (text, textarea, rich text), read from its config so a new field joins. */
export function wordingPaths(payload: Payload, collection: CollectionSlug): TextPaths {
  const text = new Set<string>()
  const richText = new Set<string>()
  eachField(payload.collections[collection].config.fields, (field, path) => {
    if (field.type === 'text' || field.type === 'textarea') text.add(path)
    if (field.type === 'richText') richText.add(path)
  })
  return { text, richText }
}
