import type { CollectionConfig } from 'payload'
import { blockConfigs } from '../blocks'
import { publicContentAccess } from './access/content'
import { slugField } from './fields/slug'

/** A page is a layout of blocks. The page with slug `home` is the site's home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  access: publicContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true },
    { ...slugField('title'), required: true },
    { name: 'metaDescription', type: 'textarea', maxLength: 300 },
    { name: 'layout', type: 'blocks', blocks: blockConfigs },
  ],
}
