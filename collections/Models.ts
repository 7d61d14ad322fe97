import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { slugField } from './fields/slug'
import { MODEL_BODY_TYPES, modelBodyLabel } from '../src/domain/modelBodies'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'

const revalidate = revalidateSiteCollection('models')

/**
 * Spec models-menu categories, in the spec's tab order. Stored as slugs (GraphQL builds an enum from the values, and
 * '&' is not allowed in an enum name: every /api/graphql request failed); the labels are what staff and shoppers see
 * (src/domain/modelMenu.ts modelCategory turns a value back into its label).
 */
export const MODEL_CATEGORIES = [
  { label: 'Hatch & sedans', value: 'hatch-sedans' },
  { label: 'SUVs & 4WDs', value: 'suvs-4wds' },
  { label: 'Utes & Vans', value: 'utes-vans' },
  { label: 'GR & performance', value: 'gr-performance' },
  { label: 'Electrified', value: 'electrified' },
  { label: 'Discontinued', value: 'discontinued' },
] as const

export type ModelCategoryValue = (typeof MODEL_CATEGORIES)[number]['value']

/** The stored value of a category label ('SUVs & 4WDs' → 'suvs-4wds'). */
export function modelCategoryValue(label: string): ModelCategoryValue {
  const found = MODEL_CATEGORIES.find((category) => category.label === label)
  if (!found) throw new Error(`Unknown model category: ${label}`)
  return found.value
}

// Search sync (src/search/payload/plugin.ts) adds the directory hooks last in afterChange and afterDelete.
export const Models: CollectionConfig = {
  slug: 'models',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order', 'manufacturerBody', 'status'] },
  // Staff see the range in its menu order.
  defaultSort: 'order',
  access: publicContentAccess,
  hooks: {
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { ...slugField('name'), required: true },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
    { name: 'manufacturerBody', type: 'select', required: true, options: [...MODEL_CATEGORIES] },
    {
      type: 'row',
      fields: [
        { name: 'bodyStyle', type: 'text' },
        { name: 'fuel', type: 'text' },
        {
          name: 'status',
          type: 'select',
          defaultValue: 'current',
          options: ['current', 'discontinued', 'coming-soon'],
        },
      ],
    },
    {
      name: 'body',
      type: 'select',
      options: MODEL_BODY_TYPES.map((value) => ({ label: modelBodyLabel(value), value })),
      label: 'Body type',
      admin: { description: 'Where the model appears when shoppers filter the models page by body type.' },
    },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Wide image at the top of the model page.' },
    },
    { name: 'overrideUrl', type: 'text', admin: { description: "Where 'Our Stock' goes instead of the model page." } },
    {
      name: 'order',
      type: 'number',
      label: 'Position in the models menu',
      admin: {
        description:
          'Models show in the menu, the model list and the service prices in this order (1 first). Models without a position come last, A to Z.',
      },
    },
    {
      name: 'accessories',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'price', type: 'number', min: 0 },
          ],
        },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
