import type { Block } from 'payload'

/** Toyota Service Advantage block: per-model capped-price servicing from the site's service plans, and 'Book a Service'. */
export const ServiceAdvantage: Block = {
  slug: 'serviceAdvantage',
  interfaceName: 'ServiceAdvantageBlock',
  labels: { singular: 'Service price table', plural: 'Service price tables' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Toyota Service Advantage' },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'bookingLabel', type: 'text', defaultValue: 'Book a Service' },
        { name: 'bookingUrl', type: 'text', defaultValue: '/genuine-service' },
        {
          name: 'bookingExternalPath',
          type: 'text',
          admin: { description: 'With a base domain, Book a Service goes to this path of the dealer domain.' },
        },
      ],
    },
  ],
}
