import type { CollectionConfig, Where } from 'payload'
import { publicContentAccess } from './access/content'
import { locationAddressField } from './fields/address'
import { openingHoursField, specialHoursField } from './fields/openingHours'
import { locationSlug } from '../src/domain/locationSlug'
import { slugField } from './fields/slug'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { sitePreview } from './livePreview'
import { relationIdOrDigits } from '@/domain/relationId'
import { DEFAULT_TIME_ZONE } from '@/domain/siteTimeZone'

const revalidate = revalidateSiteCollection('locations')

// Search sync (src/search/payload/plugin.ts) adds the hook re-indexing the location's cars first in afterChange.
export const Locations: CollectionConfig = {
  slug: 'locations',
  // No drafts: a save is live at once, and the preview of the location's page reloads after each save.
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'locationType', 'dealership', 'visible'],
    ...sitePreview((data) => {
      const slug = typeof data.slug === 'string' && data.slug ? data.slug : locationSlug(String(data.name ?? ''))
      return slug ? `/locations/${slug}` : '/'
    }),
  },
  access: publicContentAccess,
  // Every save is a version (restore from the Versions tab); no drafts: the site reads the saved document.
  versions: { maxPerDoc: 50 },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    updatedByField,
    { ...slugField('name', locationSlug), required: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          type: 'select',
          defaultValue: 'sales',
          options: ['sales', 'service', 'parts'],
          admin: { width: '33%' },
        },
        {
          name: 'locationSubtype',
          type: 'select',
          hasMany: true,
          options: ['buying', 'used', 'new', 'service-and-parts', 'body-shop'],
          admin: { width: '33%' },
        },
        { name: 'timeZone', type: 'text', defaultValue: DEFAULT_TIME_ZONE, admin: { width: '33%' } },
      ],
    },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    {
      name: 'distributionLocations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      label: 'Also delivers to',
      // Only this site's other locations.
      filterOptions: ({ data, id }): Where => {
        const siteId = relationIdOrDigits((data as { site?: unknown } | undefined)?.site) ?? null
        const sameSite: Where = { site: { equals: siteId } }
        return id ? { and: [sameSite, { id: { not_equals: id } }] } : sameSite
      },
      admin: {
        description: 'The other locations a car listed here can be seen at or delivered to.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'primary', type: 'checkbox', defaultValue: false },
        { name: 'visible', type: 'checkbox', defaultValue: true },
        { name: 'showLicenceNumbers', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    locationAddressField,
    {
      name: 'contactDetail',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'landlinePhone', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
        { name: 'facebookUrl', type: 'text' },
        { name: 'instagramUrl', type: 'text' },
        { name: 'youtubeUrl', type: 'text' },
        { name: 'linkedinUrl', type: 'text' },
      ],
    },
    openingHoursField,
    specialHoursField,
    {
      name: 'reviews',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'averageRating', type: 'number', min: 0, max: 5 },
            { name: 'count', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerLicenseNumber', type: 'text' },
        { name: 'motorVehicleRepairer', type: 'text' },
      ],
    },
    {
      name: 'team',
      type: 'array',
      labels: { singular: 'Team member', plural: 'Team (shown at /teams/{location slug})' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
