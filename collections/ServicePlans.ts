import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { formatNumber } from '../src/domain/numberFormat'
import { DEFAULT_SERVICE_PLAN } from '../src/domain/servicePlan'

const revalidate = revalidateSiteCollection('service-plans')
const DEFAULT = DEFAULT_SERVICE_PLAN

/** Capped-price servicing per model (spec "Service plan per model"; defaults from §9). */
export const ServicePlans: CollectionConfig = {
  slug: 'service-plans',
  admin: { useAsTitle: 'modelName', defaultColumns: ['modelName', 'amount', 'years', 'services'] },
  access: publicContentAccess,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'modelName', type: 'text', required: true },
    { name: 'model', type: 'relationship', relationTo: 'models' },
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', required: true, min: 0, defaultValue: DEFAULT.amount },
        { name: 'years', type: 'number', required: true, min: 1, defaultValue: DEFAULT.years },
        { name: 'services', type: 'number', required: true, min: 1, defaultValue: DEFAULT.services },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'interval',
          type: 'text',
          defaultValue: `${DEFAULT.interval} months or ${formatNumber(DEFAULT.intervalKm ?? 0)} km`,
        },
        { name: 'range', type: 'text', defaultValue: `${formatNumber(DEFAULT.range)} km` },
      ],
    },
  ],
}
