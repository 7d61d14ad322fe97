import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { uniqueDealershipSlug } from './hooks/dealershipSlug'
import { addressField } from './fields/address'
import { slugField } from './fields/slug'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'

const revalidate = revalidateSiteCollection('dealerships')

/**
 * Spec "Dealer or dealership". A site shows one or more dealerships.
 * Features add to it (payload.config.ts lists them): stock import (src/stock/payload/plugin.ts) the feed fields
 * `feedColumnMapping` and `feedPull` after `financeDisabled`; search sync (src/search/payload/plugin.ts) the hook
 * re-indexing the dealership's cars first in afterChange.
 */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'manufacturer'] },
  access: publicContentAccess,
  hooks: {
    beforeValidate: [uniqueDealershipSlug],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    // Unique across all sites: uniqueDealershipSlug makes a variant when it is taken.
    { ...slugField('name'), required: true, unique: true },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    addressField,
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'includeSoldCarsDays',
      type: 'number',
      defaultValue: 3,
      min: 0,
      max: 60,
      label: 'Days sold cars stay listed',
      admin: { description: 'Sold cars stay on the site this many days (usually 3).' },
    },
    { name: 'overrideCity', type: 'text' },
    { name: 'hasValuationService', type: 'checkbox', defaultValue: true },
    {
      name: 'financeDisabled',
      type: 'checkbox',
      label: 'No finance for this dealership',
      defaultValue: false,
      admin: {
        description: "This dealership's cars show no finance figures or finance button.",
      },
    },
    {
      name: 'gmbProfiles',
      type: 'array',
      labels: { singular: 'Google profile', plural: 'Google profiles' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'reviewUrl', type: 'text', required: true },
      ],
    },
    {
      name: 'socials',
      type: 'group',
      fields: [
        { name: 'facebookUrl', type: 'text' },
        { name: 'instagramUrl', type: 'text' },
        { name: 'youtubeUrl', type: 'text' },
      ],
    },
  ],
}
