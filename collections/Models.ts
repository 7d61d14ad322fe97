import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { slugField } from './fields/slug'
import { MODEL_BODY_TYPES, modelBodyLabel } from '../src/domain/modelBodies'
import { revalidateSiteCollection } from './hooks/revalidateContent'
import { removeModelDirectory, syncModelDirectory } from './hooks/syncModelToDirectory'

const revalidate = revalidateSiteCollection('models')

/** Spec models-menu categories, in the spec's tab order. */
export const MODEL_CATEGORIES = ['Hatch & sedans', 'SUVs & 4WDs', 'Utes & Vans', 'GR & performance', 'Electrified', 'Discontinued'] as const

export const Models: CollectionConfig = {
  slug: 'models',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturerBody', 'status'] },
  access: publicContentAccess,
  hooks: { afterChange: [revalidate.afterChange, syncModelDirectory], afterDelete: [revalidate.afterDelete, removeModelDirectory] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { ...slugField('name'), required: true },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
    { name: 'manufacturerBody', type: 'select', required: true, options: [...MODEL_CATEGORIES] },
    { type: 'row', fields: [{ name: 'bodyStyle', type: 'text' }, { name: 'fuel', type: 'text' }, { name: 'status', type: 'select', defaultValue: 'current', options: ['current', 'discontinued', 'coming-soon'] }] },
    {
      name: 'body',
      type: 'select',
      options: MODEL_BODY_TYPES.map((value) => ({ label: modelBodyLabel(value), value })),
      admin: { description: 'Body type for /models?body= (spec §9 body types list).' },
    },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    { name: 'heroImage', type: 'upload', relationTo: 'media', admin: { description: 'Wide image at the top of the model page.' } },
    { name: 'overrideUrl', type: 'text', admin: { description: "Where 'Our Stock' goes instead of the model page." } },
    { name: 'order', type: 'number', admin: { description: 'Optional; the menu otherwise uses the preferred order.' } },
    {
      name: 'accessories',
      type: 'array',
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text', required: true }, { name: 'price', type: 'number', min: 0 }] },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
