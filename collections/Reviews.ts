import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'reviewDate'] },
  access: publicContentAccess,
  fields: [
    { name: 'customerName', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'reviewDate', type: 'date', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
