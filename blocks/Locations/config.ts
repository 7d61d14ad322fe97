import type { Block } from 'payload'

/**
 * Spec (content) §2 "Locations screens": the locations block, filtered by primary, sales, service, parts,
 * service-and-parts, all or one location, and narrowed by manufacturer, subtype or excluded locations.
 */
export const Locations: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations blocks' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: "Empty: '{n} Big Locations' with more than one sales location, else 'Find Us Here'." },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          type: 'select',
          defaultValue: 'find-us',
          options: [
            { label: 'Find us (details, hours, directions)', value: 'find-us' },
            { label: "Carousel ('Our Locations')", value: 'carousel' },
            { label: 'Grid of cards', value: 'grid' },
            { label: 'Hero with map', value: 'hero' },
            { label: 'Postcode and dealership selectors', value: 'selector' },
          ],
        },
        {
          name: 'filter',
          type: 'select',
          defaultValue: 'all',
          options: ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id'],
        },
      ],
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { condition: (_, sibling) => sibling?.filter === 'id' },
    },
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
        { name: 'subtype', type: 'select', options: ['buying', 'used', 'new', 'service-and-parts', 'body-shop'] },
      ],
    },
    { name: 'excludedLocations', type: 'relationship', relationTo: 'locations', hasMany: true },
  ],
}
