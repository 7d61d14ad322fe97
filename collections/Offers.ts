import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'model', 'startsAt', 'expiresAt'] },
  access: publicContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'disclaimer', type: 'textarea' },
    { type: 'row', fields: [{ name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' }, { name: 'model', type: 'relationship', relationTo: 'models' }] },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expiresAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'order', type: 'number' },
      ],
    },
  ],
}
