import type { FieldAccess, FieldHook, RelationshipField } from 'payload'

type Requester = { id?: number | string; collection?: string } | null | undefined

/**
 * Who made this save: the signed-in staff member, or nobody for a system write (seed, import, job without a user).
 * Payload's versions keep a snapshot of every field but not the user, so this field is what makes each version
 * say who made it. A restore or a scheduled publish is a save too: it names whoever restored or scheduled it.
 */
export const changedBy = (user: Requester): number | string | null =>
  user?.collection === 'users' && user.id !== undefined ? user.id : null

const signedIn: FieldAccess = ({ req }) => Boolean(req.user)
const nobody: FieldAccess = () => false

const stampChangedBy: FieldHook = ({ req }) => changedBy(req.user as Requester)

/** Read-only "Last changed by" in the sidebar; staff read it, shoppers never get it. */
export const updatedByField: RelationshipField = {
  name: 'updatedBy',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  // Nobody sets it by hand: the value sent is dropped (field access) and the hook writes the requester.
  access: { read: signedIn, create: nobody, update: nobody },
  hooks: { beforeChange: [stampChangedBy] },
  admin: { position: 'sidebar', readOnly: true },
}
