import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/content'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'

const revalidate = revalidateSiteCollection('legal-texts')

/** One per site: the privacy policy, terms of use and complaints notice as rich text. */
export const LegalTexts: CollectionConfig = {
  slug: 'legal-texts',
  admin: { useAsTitle: 'title' },
  access: publicContentAccess,
  // Every save is a version (restore from the Versions tab); no drafts: the site reads the saved document.
  versions: { maxPerDoc: 50 },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Legal texts' },
    updatedByField,
    { name: 'privacyPolicy', type: 'richText' },
    { name: 'privacyPolicyUpdated', type: 'date' },
    { name: 'termsOfUse', type: 'richText' },
    {
      name: 'complaintsNotice',
      type: 'richText',
      admin: { description: 'The state authorities of the states where the dealer has locations are listed after it.' },
    },
  ],
}
