import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first user of an empty database is the platform admin. Payload's first-user screen (/admin/create-first-user)
 * creates it with the roles field's default, 'staff', which belongs to no site and could do nothing, so a fresh
 * production deployment without ADMIN_EMAIL (src/onboarding/firstPlatformAdmin.ts) would have no way in.
 * Payload's register-first-user refuses once any user exists; this hook only reads the count on a create.
 */
export const firstUserIsPlatformAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs > 0) return data
  return { ...data, roles: ['platform-admin'] }
}
