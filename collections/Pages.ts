import type { CollectionConfig } from 'payload'
import { blockConfigs } from '../blocks'
import { staff } from './access/staff'
import { publishedOrStaff } from './access/publishedOrStaff'
import { slugField } from './fields/slug'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { autosavedDrafts, sitePreview } from './livePreview'

const revalidate = revalidateSiteCollection('pages')

/**
 * A page is a layout of blocks. The page with slug `home` is the site's home page; other pages answer at /{slug}
 * and /pages/{slug}. Drafts and live preview let staff check a page before publishing it.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    ...sitePreview((data) => (typeof data.slug === 'string' ? (data.slug === 'home' ? '/' : `/${data.slug}`) : null)),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: autosavedDrafts,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    updatedByField,
    { ...slugField('title'), required: true },
    { name: 'metaDescription', type: 'textarea', maxLength: 300 },
    { name: 'layout', type: 'blocks', blocks: blockConfigs },
  ],
}
