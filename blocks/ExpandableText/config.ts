import type { Block } from 'payload'

/** Expandable text block ('Read more...'), content spec §2. */
export const ExpandableText: Block = {
  slug: 'expandableText',
  interfaceName: 'ExpandableTextBlock',
  labels: { singular: 'Expandable text', plural: 'Expandable texts' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'summary', type: 'textarea', required: true, admin: { description: 'Always shown.' } },
    { name: 'content', type: 'richText', required: true, admin: { description: "Shown after 'Read more...'." } },
  ],
}
