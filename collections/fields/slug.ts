import type { FieldHook, TextField } from 'payload'
import { slugify } from '../../src/domain/slugify'

// Re-exported for the importers not yet moved to src/domain/slugify (the stock import, owned by another change).
export { slugify }

/** Fills the slug from another field when the editor leaves it empty. */
const fillFrom =
  (source: string, transform: (value: string) => string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(transform(from)) : value
  }

export const slugField = (source = 'name', transform: (value: string) => string = (v) => v): TextField => ({
  name: 'slug',
  type: 'text',
  index: true,
  admin: { position: 'sidebar', description: `Made from the ${source} when left empty.` },
  hooks: { beforeValidate: [fillFrom(source, transform)] },
  validate: (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
      ? true
      : 'Use lower-case letters, digits and single dashes.',
})
