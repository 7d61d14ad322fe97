import type { CollectionBeforeValidateHook, CollectionConfig, FlattenedField } from 'payload'

type Data = Record<string, unknown>
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Fills what a restored version lacks from the stored document, field by field through named groups and tabs.
 * Pure: returns the data to save.
 */
export function fillFromStored(fields: readonly FlattenedField[], data: Data, stored: Data): Data {
  const filled: Data = { ...data }
  for (const field of fields) {
    const name = field.name
    if (filled[name] === undefined) {
      if (stored[name] !== undefined) filled[name] = stored[name]
    } else if ((field.type === 'group' || field.type === 'tab') && isObject(filled[name]) && isObject(stored[name]))
      filled[name] = fillFromStored(field.flattenedFields, filled[name], stored[name])
  }
  return filled
}

/**
 * Restoring a version as someone who may not update every field (a site admin restoring their site's settings: the
 * slug, domains and search binding are platform admins') answered 500, `null value in column "slug"`. Payload 3.90.1's
 * field beforeValidate (payload/dist/fields/hooks/beforeValidate/promise.js) deletes a field the user may not update
 * from the data and, while `req.context.isRestoringVersion`, does not put the stored value back as it does on every
 * other update; the restore then writes NULL (or empties the domains). Here such a field keeps its stored value, as
 * on any save by that user.
 */
export const restoreKeepsDeniedFields: CollectionBeforeValidateHook = ({ collection, data, originalDoc, req }) => {
  if (!req.context.isRestoringVersion || !isObject(data) || !isObject(originalDoc)) return data
  return fillFromStored(collection.flattenedFields, data, originalDoc)
}

export function withRestoreKeepingDeniedFields(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeValidate: [restoreKeepsDeniedFields, ...(collection.hooks?.beforeValidate ?? [])],
    },
  }
}
