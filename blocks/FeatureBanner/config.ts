import type { Block } from 'payload'

/** The three-item banner: latest offers, book your service online, sell your car (stock spec §2). */
export const FeatureBanner: Block = {
  slug: 'featureBanner',
  interfaceName: 'FeatureBannerBlock',
  labels: { singular: 'Feature banner', plural: 'Feature banners' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      defaultValue: [
        { title: 'Latest offers', text: 'See our current specials.', url: '/special-offers' },
        { title: 'Book your service online', text: 'Pick a time that suits you.', url: '/service' },
        { title: 'Sell your car', text: 'Get an instant offer in 2 minutes.', url: '/trade-in' },
      ],
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'text' },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
