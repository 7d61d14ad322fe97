import type {
  Access,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from 'payload'
import { ValidationError } from 'payload'
import { anyone } from '../../collections/access/anyone'
import { platformAdminField } from '../../collections/access/platformAdmin'
import { isPlatformAdmin } from '../../collections/access/roles'
import { groupIdsWithRole } from '../../collections/access/groupRoles'
import { ADMIN_GROUPS } from '@/admin/navigationGroups'
import { siteGroupsTag } from '@/cache/cacheTags'
import { expireTags } from '@/cache/expireTags'
import { type GroupKind, membershipProblem } from '@/domain/groupMembership'
import { relationIdOrDigits } from '@/domain/relationId'

type Ref = number | string | { id: number | string } | null | undefined
// Ids compared as text: the staff's site and group ids (roles.ts) may arrive as either.
const idOf = (ref: Ref): string | null => {
  const id = relationIdOrDigits(ref)
  return id === undefined ? null : String(id)
}
const memberIds = (doc: { members?: Ref[] | null } | null | undefined): string[] =>
  (doc?.members ?? []).flatMap((m) => {
    const id = idOf(m)
    return id === null ? [] : [id]
  })

const platformAdmin: Access = ({ req }) => isPlatformAdmin(req.user)

/** A group admin renames their group; only platform admins create groups and choose members and kind. */
const platformOrGroupAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = groupIdsWithRole(req.user, 'group-admin')
  return ids.length > 0 ? { id: { in: ids } } : false
}

/** A site is in one dealer group and one brand programme at most: 400 naming `members` otherwise. */
const oneGroupOfEachKind: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const kind = (data.kind ?? originalDoc?.kind) as GroupKind | undefined
  const members = memberIds({ members: (data.members ?? originalDoc?.members) as Ref[] })
  if (!kind || members.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'groups',
    where: {
      and: [
        { kind: { equals: kind } },
        { members: { in: members } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const taken = new Map<string, string>()
  for (const other of docs) for (const site of memberIds(other as never)) taken.set(site, other.name)
  const problem = membershipProblem(kind, members, taken)
  if (problem) throw new ValidationError({ collection: 'groups', errors: [{ path: 'members', message: problem }] })
  return data
}

/** A site that joins or leaves shows the group's items (or stops showing them) on its next request. */
const expireMembership: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = new Set(memberIds(previousDoc))
  const after = new Set(memberIds(doc))
  const changed = [...before, ...after].filter((id) => before.has(id) !== after.has(id))
  await expireTags(changed.map(siteGroupsTag), req.context)
  return doc
}

const expireMembersOfDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(memberIds(doc).map(siteGroupsTag), req.context)
  return doc
}

/** Issue 42.1: dealer groups and brand programmes, and their member sites. */
export const groupsCollection: CollectionConfig = {
  slug: 'groups',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'members'],
    group: ADMIN_GROUPS.platform,
    description: 'A dealer group or a brand programme: its offers and promo tiles show on every member site.',
  },
  // Which public sites share a group's content is no secret: shopper pages read it to show the group's items.
  access: { read: anyone, create: platformAdmin, update: platformOrGroupAdmin, delete: platformAdmin },
  hooks: {
    beforeValidate: [oneGroupOfEachKind],
    afterChange: [expireMembership],
    afterDelete: [expireMembersOfDeleted],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'dealer-group',
      access: { create: platformAdminField, update: platformAdminField },
      options: [
        { label: 'Dealer group', value: 'dealer-group' },
        { label: 'Brand programme', value: 'brand-programme' },
      ],
    },
    {
      name: 'members',
      label: 'Member sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      index: true,
      // Never populated: an offer read at depth 2 (every member's offers page, the REST save's answer) would otherwise
      // carry every member site's document, a cost that grows with the members (npm run bench:groups).
      maxDepth: 0,
      access: { create: platformAdminField, update: platformAdminField },
      admin: { description: 'A site is in one dealer group and one brand programme at most.' },
    },
  ],
}
