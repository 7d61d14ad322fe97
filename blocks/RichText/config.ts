import type { Block } from 'payload'

export const RichText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
