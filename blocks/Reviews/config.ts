import type { Block } from 'payload'

export const Reviews: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews blocks' },
  fields: [{ name: 'title', type: 'text', defaultValue: 'What our customers say' }],
}
