import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { sitePreview } from './livePreview'

const revalidate = revalidateSiteCollection('promo-tiles')

/** Tiles placed between search results (spec "Promo node": start, expiry, position, display, strictDisplay). */
export const PromoTiles: CollectionConfig = {
  slug: 'promo-tiles',
  // No drafts: a save is live at once, and the preview of the search results (where tiles sit) reloads after each save.
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'position', 'start', 'expiry'],
    ...sitePreview(() => '/new-used-and-demo-cars'),
  },
  access: publicContentAccess,
  // Every save is a version (restore from the Versions tab); no drafts: the site reads the saved document.
  versions: { maxPerDoc: 50 },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    updatedByField,
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'link', type: 'text' },
    {
      name: 'position',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'Result position, e.g. 6, 8 or 17.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'expiry',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) =>
            !value || !siblingData?.start || new Date(String(value)) > new Date(String(siblingData.start))
              ? true
              : 'Expiry must be after start.',
        },
      ],
    },
    {
      name: 'display',
      type: 'select',
      hasMany: true,
      options: ['new', 'used', 'demo', 'make', 'model'],
      admin: { description: 'Show only on searches with these conditions.' },
    },
    {
      name: 'strictDisplay',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Only exactly these conditions.' },
    },
  ],
}
