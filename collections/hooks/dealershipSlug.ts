import type { CollectionBeforeValidateHook } from 'payload'
import { uniqueSlug } from './uniqueSlug'

/**
 * Dealership slugs are unique across all sites (the operator's `npm run import:stock -- --dealership <slug>` names
 * one dealership). A slug another site's dealership (or one of the same site) already has becomes `slug-2`, `slug-3`,
 * … silently: an error would tell a site admin that another site has a dealership by that name.
 */
export const uniqueDealershipSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  // The slug field's own hook has already slugified it or made it from the name.
  if (!data || typeof data.slug !== 'string' || data.slug === '' || data.slug === originalDoc?.slug) return data
  data.slug = await uniqueSlug({
    req,
    collection: 'dealerships',
    base: data.slug,
    id: originalDoc?.id as number | undefined,
    current: originalDoc?.slug as string | undefined,
  })
  return data
}
