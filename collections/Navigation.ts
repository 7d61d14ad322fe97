import type { CollectionConfig, Field } from 'payload'
import { publicContentAccess } from './access/content'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { sitePreview } from './livePreview'

const revalidate = revalidateSiteCollection('navigation')

const link: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'url', type: 'text', admin: { description: 'A path like /special-offers/ or a full URL.' } },
      {
        name: 'externalPath',
        type: 'text',
        admin: {
          description: "When the site has a base domain, link to that domain's path instead (e.g. /sellmycar).",
        },
      },
    ],
  },
  { name: 'newTab', type: 'checkbox', defaultValue: false },
]

/** One per site (the plugin treats it as a per-site global): the header and footer trees. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  // No drafts: a save is live at once, and the preview's home page reloads after each save.
  admin: { useAsTitle: 'title', ...sitePreview(() => '/') },
  access: publicContentAccess,
  // Every save is a version (restore from the Versions tab); no drafts: the site reads the saved document.
  versions: { maxPerDoc: 50 },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Navigation' },
    updatedByField,
    {
      name: 'header',
      type: 'array',
      labels: { singular: 'Header item', plural: 'Header' },
      fields: [
        ...link,
        {
          name: 'menu',
          type: 'select',
          defaultValue: 'links',
          options: [
            { label: 'Plain link or dropdown', value: 'links' },
            { label: 'Models mega-menu', value: 'models' },
            { label: 'Stock menu', value: 'stock' },
            { label: 'Brands mega-menu', value: 'brands' },
          ],
        },
        { name: 'children', type: 'array', fields: link },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      labels: { singular: 'Footer group', plural: 'Footer' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'Use {dealer} for the dealer name.' } },
        { name: 'links', type: 'array', fields: link },
      ],
    },
  ],
}
