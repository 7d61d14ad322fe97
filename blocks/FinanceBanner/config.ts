import type { Block } from 'payload'

/** Finance and access-loan banners with quote buttons (content spec §2). */
export const FinanceBanner: Block = {
  slug: 'financeBanner',
  interfaceName: 'FinanceBannerBlock',
  labels: { singular: 'Finance banner', plural: 'Finance banners' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'finance',
      options: [
        { label: 'Finance', value: 'finance' },
        { label: 'Access loan', value: 'access-loan' },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', defaultValue: 'Finance Enquiry' },
        { name: 'url', type: 'text', defaultValue: '/finance-enquiry' },
      ],
    },
  ],
}
