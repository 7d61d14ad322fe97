import type { CollectionConfig } from 'payload'
import { readAuditEvents } from './access/auditEvents'

/**
 * What staff did that the platform must be able to show later without keeping what was removed: today the
 * deletion of a lead on a shopper's privacy request (issue 20.5). Written by server hooks only; nobody edits or
 * deletes an entry. Entries name the document and the staff member, never the shopper's details.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'action', 'user', 'createdAt'],
    description: 'Who deleted what, and when. Entries cannot be changed or removed.',
  },
  defaultSort: '-createdAt',
  access: {
    read: readAuditEvents,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [{ label: 'Lead deleted', value: 'lead-deleted' }],
      admin: { readOnly: true },
    },
    { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'documentId', type: 'number', label: 'Document number', admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', label: 'By', admin: { readOnly: true } },
  ],
}
