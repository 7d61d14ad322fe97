import type { Block } from 'payload'

/** Price-range search slider (content spec §5: step 500, default range 5000 to 250000). */
export const PriceRangeSearch: Block = {
  slug: 'priceRangeSearch',
  interfaceName: 'PriceRangeSearchBlock',
  labels: { singular: 'Price-range search', plural: 'Price-range searches' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Shop by budget' },
    { name: 'buttonLabel', type: 'text', defaultValue: 'Search cars' },
  ],
}
