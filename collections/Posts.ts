import type { CollectionConfig } from 'payload'
import { BLOG_CATEGORIES, blogCategoryPath } from '../src/domain/blogCategories'
import { staff } from './access/staff'
import { publishedOrStaff } from './access/publishedOrStaff'
import { slugField } from './fields/slug'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { autosavedDrafts, sitePreview } from './livePreview'

const revalidate = revalidateSiteCollection('posts')

/** Blog posts (content spec §2: /blog with the categories Vehicle Reviews, Buyer Advice, Motoring Tips, ...). */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    ...sitePreview((data) => {
      const category = BLOG_CATEGORIES.find((c) => c === data.category)
      return category && typeof data.slug === 'string' ? `${blogCategoryPath(category)}/${data.slug}` : '/blog'
    }),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: autosavedDrafts,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true },
    { ...slugField('title'), required: true },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, options: [...BLOG_CATEGORIES], admin: { width: '50%' } },
        {
          name: 'publishedAt',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'excerpt', type: 'textarea', maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown at 375x375 in lists.' } },
    { name: 'content', type: 'richText', required: true },
  ],
}
