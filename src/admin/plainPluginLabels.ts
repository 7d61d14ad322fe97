import type { Field, Plugin } from 'payload'

const relabel = (fields: Field[], name: string, label: string, description?: string): Field[] =>
  fields.map((field) =>
    'name' in field && field.name === name
      ? ({ ...field, label, ...(description ? { admin: { ...field.admin, description } } : {}) } as Field)
      : field,
  )

/**
 * Runs after the multi-tenant plugin: the staff list of sites it adds to users ("Tenants", "Site") gets plain labels.
 * Labels only; names and types stay the plugin's.
 */
export const plainPluginLabels: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (collection.slug !== 'users') return collection
    return {
      ...collection,
      fields: relabel(
        collection.fields,
        'tenants',
        'Sites and roles',
        'The sites this person works on, and what they may do there.',
      ).map((field) =>
        field.type === 'array' && field.name === 'tenants'
          ? { ...field, labels: { singular: 'Site', plural: 'Sites' }, fields: relabel(field.fields, 'site', 'Site') }
          : field,
      ),
    }
  }),
})
