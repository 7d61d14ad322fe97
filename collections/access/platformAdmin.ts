import type { Access, FieldAccess } from 'payload'
import { isPlatformAdmin } from './roles'

export const platformAdmin: Access = ({ req }) => isPlatformAdmin(req.user)
export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(req.user)
