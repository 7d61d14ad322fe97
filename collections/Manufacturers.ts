import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone'
import { platformAdmin } from './access/platformAdmin'
import { slugField } from './fields/slug'
import { revalidateShared } from '../src/cache/revalidateContent'

const revalidate = revalidateShared('manufacturers')

/** The shared reference list of makes (about 140); only platform admins edit it. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: { read: anyone, create: platformAdmin, update: platformAdmin, delete: platformAdmin },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { ...slugField('name'), required: true, unique: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'logoUrl', type: 'text', admin: { description: 'Used when no logo is uploaded.' } },
  ],
}
