import {
  ValidationError,
  type Access,
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type Where,
} from 'payload'
import { platformAdminField } from './access/platformAdmin'
import { firstUserIsPlatformAdmin } from './hooks/firstUserIsPlatformAdmin'
import { isPlatformAdmin, siteIdsWithRole, type StaffUser } from './access/roles'
import { newStaffProblem, staffManagementProblem, tenantChangeProblem } from './access/staffGrants'
import { answerTakenStaffAddress, neutralNewStaffAddress } from './hooks/newStaffAddress'
import { answerStaffSignInLimit, limitStaffSignIn, rememberStaffClient } from './hooks/staffSignInLimits'
import { staffCookieSecure } from '../src/lib/staffOrigins'

/** Staff see themselves; site admins see and manage staff of their sites (the plugin adds the site constraint). */
const readUsers: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  if (siteIdsWithRole(req.user, 'site-admin').length > 0) return true
  return { id: { equals: req.user.id } }
}

const manageUsers: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = siteIdsWithRole(req.user, 'site-admin')
  return ids.length > 0 ? { 'tenants.site': { in: ids } } : false
}

const updateUsers: Access = (args) => {
  const { req } = args
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = siteIdsWithRole(req.user, 'site-admin')
  const self: Where = { id: { equals: req.user.id } }
  return ids.length > 0 ? { or: [self, { 'tenants.site': { in: ids } }] } : self
}

const refuse = (problem: string | null) => {
  if (problem) throw new APIError(problem, 403, undefined, true)
}

/** Which sites and roles a caller may hand out (collections/access/staffGrants.ts); system writes (no user) pass. */
const checkStaffGrants: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (!req.user) return data
  // Collection hooks run before the fields are validated: a `tenants` that is no list is the field's error (400).
  if (data.tenants !== undefined && data.tenants !== null && !Array.isArray(data.tenants))
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'tenants', message: 'Sites must be a list of sites and roles.' }],
    })
  if (operation === 'create') {
    refuse(newStaffProblem(req.user, data.tenants))
    refuse(tenantChangeProblem(req.user, [], data.tenants))
    return data
  }
  refuse(staffManagementProblem(req.user, originalDoc as StaffUser))
  if (data.tenants !== undefined)
    refuse(tenantChangeProblem(req.user, (originalDoc as StaffUser | undefined)?.tenants, data.tenants))
  return data
}

const checkStaffDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  // The target's every site decides, including sites the caller cannot read: read it whole, return nothing of it.
  const target = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  refuse(staffManagementProblem(req.user, target as StaffUser | null))
}

export const Users: CollectionConfig = {
  slug: 'users',
  // No lock (maxLoginAttempts 0): wrong passwords back off per client and address instead (issue 27.2,
  // hooks/staffSignInLimits.ts), so nobody can lock someone else's account.
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 0,
    // The session cookie is Secure in production (INSECURE_COOKIES=1: plain-HTTP test setups only).
    cookies: { secure: staffCookieSecure() },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    read: readUsers,
    create: manageUsers,
    update: updateUsers,
    delete: manageUsers,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [limitStaffSignIn],
    afterLogin: [rememberStaffClient],
    beforeChange: [firstUserIsPlatformAdmin, checkStaffGrants, neutralNewStaffAddress],
    beforeDelete: [checkStaffDelete],
    afterError: [answerStaffSignInLimit, answerTakenStaffAddress],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['staff'],
      saveToJWT: true,
      // Only a platform admin can make another platform admin.
      access: { create: platformAdminField, update: platformAdminField },
      options: [
        { label: 'Platform admin', value: 'platform-admin' },
        { label: 'Dealer staff', value: 'staff' },
      ],
    },
  ],
}
