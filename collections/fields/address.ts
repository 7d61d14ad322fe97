import type { GroupField } from 'payload'

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

export const addressField: GroupField = {
  name: 'address',
  type: 'group',
  fields: [
    { name: 'street', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', admin: { width: '40%' } },
        {
          name: 'state',
          type: 'text',
          admin: { width: '30%', description: 'AU: ACT, NSW, NT, QLD, SA, TAS, VIC, WA' },
        },
        { name: 'postcode', type: 'text', admin: { width: '30%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number', min: -90, max: 90, admin: { width: '50%' } },
        { name: 'lng', type: 'number', min: -180, max: 180, admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'placeUrl',
          type: 'text',
          admin: { width: '60%', description: 'Link used by Get Directions.' },
        },
        {
          name: 'placeId',
          type: 'text',
          label: 'Google place ID',
          admin: {
            width: '40%',
            description: "Optional: directions then open the business's own Google Maps listing.",
          },
        },
      ],
    },
  ],
}

/** A location's address: the address, plus the key the maps service finds the business by (content spec §3 map_key). */
export const locationAddressField: GroupField = {
  ...addressField,
  fields: [
    ...addressField.fields,
    {
      name: 'mapKey',
      type: 'text',
      label: 'Map key',
      maxLength: 200,
      admin: {
        description:
          "What you would type into Google Maps to find this business, e.g. 'Acme Toyota Parramatta'. Get Directions then goes to it by name.",
      },
    },
  ],
}
