import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'

const revalidate = revalidateSiteCollection('reviews')

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'rating', 'reviewDate'] },
  access: publicContentAccess,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'customerName', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'reviewDate', type: 'date', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'On the hidden list: never shown on the site.' },
    },
  ],
}
