import type { Block } from 'payload'

/** The complaints notice from the site's legal texts, with the contact from settings and the state authorities. */
export const ComplaintsNotice: Block = {
  slug: 'complaintsNotice',
  interfaceName: 'ComplaintsNoticeBlock',
  labels: { singular: 'Complaints notice', plural: 'Complaints notices' },
  fields: [{ name: 'title', type: 'text', defaultValue: 'Complaint Handling Process' }],
}
