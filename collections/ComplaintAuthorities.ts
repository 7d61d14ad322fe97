import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone'
import { platformAdmin } from './access/platformAdmin'
import { AU_STATES } from './fields/address'
import { revalidateShared } from '../src/cache/revalidateContent'

const revalidate = revalidateShared('complaint-authorities')

/** State consumer-protection authorities listed by the complaints notice; shared by every site. */
export const ComplaintAuthorities: CollectionConfig = {
  slug: 'complaint-authorities',
  admin: { useAsTitle: 'name', defaultColumns: ['state', 'name', 'website'] },
  access: { read: anyone, create: platformAdmin, update: platformAdmin, delete: platformAdmin },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'state', type: 'select', required: true, unique: true, options: [...AU_STATES] },
    { name: 'name', type: 'text', required: true },
    { name: 'website', type: 'text', required: true },
  ],
}
