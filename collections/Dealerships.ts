import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { uniqueDealershipSlug } from './hooks/dealershipSlug'
import { reindexDealershipCars } from './hooks/reindexDealershipCars'
import { addressField } from './fields/address'
import { slugField } from './fields/slug'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { validateFeedUrl } from '../src/stock/feedPull'
import { feedFieldOptions } from './fields/feedFieldOptions'

const revalidate = revalidateSiteCollection('dealerships')

/** Spec "Dealer or dealership". A site shows one or more dealerships. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'manufacturer'] },
  access: publicContentAccess,
  hooks: {
    beforeValidate: [uniqueDealershipSlug],
    afterChange: [reindexDealershipCars, revalidate.afterChange],
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
      name: 'feedColumnMapping',
      label: 'Feed columns',
      type: 'array',
      labels: { singular: 'Feed column', plural: 'Feed columns' },
      admin: {
        description:
          'Columns of this dealership’s stock feed that the import does not recognise by name: say which field each one fills (or ignore it). Kept for every later import.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'column', label: 'Column in the feed', type: 'text', required: true },
            {
              name: 'field',
              label: 'Fills',
              type: 'select',
              required: true,
              options: [{ label: 'Ignore this column', value: 'ignore' }, ...feedFieldOptions()],
            },
          ],
        },
      ],
    },
    {
      name: 'feedPull',
      label: 'Scheduled feed',
      type: 'group',
      admin: {
        description:
          'Pull this dealership’s stock feed from its DMS on a schedule. A failed pull shows on the dashboard and is e-mailed to the site’s lead notification addresses.',
      },
      fields: [
        {
          name: 'url',
          label: 'Feed address (https)',
          type: 'text',
          validate: validateFeedUrl,
        },
        {
          name: 'schedule',
          label: 'When',
          type: 'select',
          defaultValue: 'off',
          options: [
            { label: 'Off', value: 'off' },
            { label: 'Every hour', value: 'hourly' },
            { label: 'Every night (2am at the dealership)', value: 'nightly' },
          ],
        },
        { name: 'lastPulledAt', label: 'Last pulled', type: 'date', admin: { readOnly: true } },
        { name: 'lastError', label: 'Last pull failed', type: 'text', admin: { readOnly: true } },
      ],
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
