import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { revalidateSiteCollection } from './hooks/revalidateContent'

const revalidate = revalidateSiteCollection('service-plans')

/** Capped-price servicing per model (spec "Service plan per model"; defaults from §9). */
export const ServicePlans: CollectionConfig = {
  slug: 'service-plans',
  admin: { useAsTitle: 'modelName', defaultColumns: ['modelName', 'amount', 'years', 'services'] },
  access: publicContentAccess,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'modelName', type: 'text', required: true },
    { name: 'model', type: 'relationship', relationTo: 'models' },
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', required: true, min: 0, defaultValue: 250 },
        { name: 'years', type: 'number', required: true, min: 1, defaultValue: 5 },
        { name: 'services', type: 'number', required: true, min: 1, defaultValue: 5 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'interval', type: 'text', defaultValue: '12 months or 15,000 km' },
        { name: 'range', type: 'text', defaultValue: '75,000 km' },
      ],
    },
  ],
}
