import type { Field } from 'payload'

export const buttonsField: Field = {
  name: 'buttons',
  type: 'array',
  maxRows: 3,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
        { name: 'style', type: 'select', defaultValue: 'primary', options: ['primary', 'secondary'] },
      ],
    },
  ],
}
