import type { Block } from 'payload'
import { buttonsField } from '../fields'

export const CallToAction: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [{ name: 'title', type: 'text', required: true }, { name: 'text', type: 'textarea' }, buttonsField],
}
