import type { Block } from 'payload'
import { buttonsField } from '../fields'

/** Generic banner with title, subtitle and buttons (content spec §2). */
export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero / banner', plural: 'Heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    buttonsField,
  ],
}
