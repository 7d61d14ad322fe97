import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { staff } from './staff'

/**
 * Public site content: anyone reads (shopper pages still filter by site themselves), staff write.
 * The multi-tenant plugin narrows every staff answer to the user's own sites.
 */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: staff,
  update: staff,
  delete: staff,
}
