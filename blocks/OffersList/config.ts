import type { Block } from 'payload'

export const OffersList: Block = {
  slug: 'offersList',
  interfaceName: 'OffersListBlock',
  labels: { singular: 'Offers list', plural: 'Offers lists' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Special Offers' },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 48 },
    {
      name: 'model',
      type: 'relationship',
      relationTo: 'models',
      admin: { description: 'Only offers for this model.' },
    },
  ],
}
