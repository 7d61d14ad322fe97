/** The admin menu's groups, in dealer words; collections/index.ts gives every collection one. */
export const ADMIN_GROUPS = {
  site: 'Site and settings',
  stock: 'Stock',
  content: 'Content',
  leads: 'Leads and reservations',
  platform: 'Platform',
} as const

export type AdminGroup = (typeof ADMIN_GROUPS)[keyof typeof ADMIN_GROUPS]
