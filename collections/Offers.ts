import type { CollectionConfig } from 'payload'
import { staff } from './access/staff'
import { publishedOrStaff } from './access/publishedOrStaff'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from './hooks/revalidateContent'
import { autosavedDrafts, sitePreview } from './livePreview'

const revalidate = revalidateSiteCollection('offers')

/** Spec "Offer": name, description, disclaimer, manufacturer, model, image, excluded_website_ids. Drafts and live preview. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'model', 'startsAt', 'expiresAt', '_status'],
    ...sitePreview((data) =>
      data.id !== undefined && data.id !== null ? `/offers/${String(data.id)}` : '/special-offers',
    ),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: autosavedDrafts,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    updatedByField,
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Cards show the first 160 characters; longer than 200 collapses behind View more.' },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: { description: 'Longer than 200 characters collapses behind View more.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
        { name: 'model', type: 'relationship', relationTo: 'models' },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown at 375x250; the model image is used when empty.' },
    },
    {
      name: 'imageUrl',
      label: 'Image address',
      type: 'text',
      admin: { description: 'Used when no image is uploaded.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', label: 'Starts', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expiresAt', label: 'Ends', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'order',
          label: 'Position',
          type: 'number',
          admin: { description: 'Lower numbers come first.' },
        },
      ],
    },
    {
      name: 'excludedWebsites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      label: 'Hidden on these sites',
      admin: { description: 'Sites that must not show this offer.' },
    },
  ],
}
