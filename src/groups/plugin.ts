import {
  type Access,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Field,
  type Plugin,
  type PayloadRequest,
  type Validate,
  APIError,
  ValidationError,
} from 'payload'
import { isPlatformAdmin, staffSiteIds } from '../../collections/access/roles'
import { editsGroupContent, groupIdsWithRole, groupRoleChangeProblem } from '../../collections/access/groupRoles'
import type { GroupRoleRow } from '../../collections/access/groupRoles'
import { groupsCollection } from './groupsCollection'
import { withIdCheck } from '../../collections/hooks/idNotANumber'
import { withWhereThroughRelations } from '../../collections/hooks/whereThroughRelations'
import { revalidateGroupCollection } from '@/cache/revalidateContent'
import type { GroupTaggedCollection } from '@/cache/cacheTags'
import { placeholderProblem } from '@/domain/groupPlaceholders'
import { relationIdOrDigits } from '@/domain/relationId'

/**
 * Issue 42, dealer groups, first slice (DESIGN.md "Groups: content in layers"), as one feature that plugs itself in:
 * - the `groups` collection (dealer groups and brand programmes, their member sites; groupsCollection.ts);
 * - users get `groupRoles` (group admin, group editor per group), handed out by platform admins and group admins;
 * - offers and promo tiles belong to a site or to a group (exactly one), and a site's item may override or hide an
 *   inherited one (`overrides`, `hidesInherited`); group items' texts may name the site's details as placeholders.
 * Runs after the multi-tenant plugin: it widens that plugin's site scoping of the two collections by the group layer.
 */

/** The collections with a group layer, and the text fields a group writes placeholders in. */
const LAYERED: Record<GroupTaggedCollection, string[]> = {
  offers: ['name', 'description', 'disclaimer'],
  'promo-tiles': ['title', 'text'],
}

type Ref = number | string | { id: number | string } | null | undefined
// Ids compared as text: the staff's site and group ids (roles.ts) may arrive as either.
const idOf = (ref: Ref): string | null => {
  const id = relationIdOrDigits(ref)
  return id === undefined ? null : String(id)
}

const fieldError = (collection: string, path: string, message: string) =>
  new ValidationError({ collection, errors: [{ path, message }] })

const GROUP_REFUSAL = 'group-refusal'
const refuse = (message: string): never => {
  throw Object.assign(new APIError(message, 403, undefined, true), { refused: GROUP_REFUSAL })
}

/**
 * A refusal's answer: 403 and its message. Set here because in the production build Payload's error formatting
 * answered "An unknown error occurred." for an error thrown from a hook (collections/hooks/whereThroughRelations.ts).
 */
const answerGroupRefusal: CollectionAfterErrorHook = ({ error }) => {
  if ((error as { refused?: string }).refused !== GROUP_REFUSAL) return
  return { status: 403, response: { errors: [{ message: error.message }] } }
}

/**
 * Groups whose layer the user reads in the admin: those they hold a role in, those their sites are members of, and
 * the brand programmes of their dealer groups' members (a dealer group's copy replaces a brand programme's item).
 */
async function readableGroupIds(req: PayloadRequest): Promise<string[]> {
  const cached = req.context.readableGroupIds as Promise<string[]> | undefined
  if (cached) return cached
  const own = groupIdsWithRole(req.user, 'group-editor')
  const read = (async () => {
    const groupsOf = async (sites: (number | string)[]) =>
      sites.length === 0
        ? []
        : (
            await req.payload.find({
              collection: 'groups',
              where: { members: { in: sites } },
              depth: 0,
              limit: 100,
              pagination: false,
              overrideAccess: true,
              req,
            })
          ).docs
    const memberSites =
      own.length === 0
        ? []
        : (
            await req.payload.find({
              collection: 'groups',
              where: { id: { in: own } },
              depth: 0,
              limit: 100,
              pagination: false,
              overrideAccess: true,
              req,
            })
          ).docs.flatMap((g) => (g.members ?? []).map((m) => (typeof m === 'object' ? m.id : m)))
    const [ofSites, ofMembers] = await Promise.all([groupsOf(staffSiteIds(req.user)), groupsOf(memberSites)])
    return [
      ...new Set([
        ...own,
        ...ofSites.map((g) => String(g.id)),
        ...ofMembers.filter((g) => g.kind === 'brand-programme').map((g) => String(g.id)),
      ]),
    ]
  })()
  req.context.readableGroupIds = read
  return read
}

/**
 * The plugin's answer (the user's sites) or the group layer: group editors write their groups' items, and staff read
 * the items of their groups and of their sites' groups. A user with no site gets only the group part.
 */
function withGroupLayer(inner: Access | undefined, key: string): Access {
  return async (args) => {
    const result = inner ? await inner(args) : Boolean(args.req.user)
    const { req } = args
    if (!req.user || req.user.collection !== 'users' || result === true || isPlatformAdmin(req.user)) return result
    if (key === 'create') {
      // A create's access cannot be a query: the new item's group decides (the hook below checks it again).
      const group = idOf((args.data as { group?: Ref } | undefined)?.group)
      return group === null ? result : editsGroupContent(req.user, group)
    }
    const reading = key === 'read' || key === 'readVersions'
    const groups = reading ? await readableGroupIds(req) : groupIdsWithRole(req.user, 'group-editor')
    if (groups.length === 0) return result
    const layer = { [key === 'readVersions' ? 'version.group' : 'group']: { in: groups } }
    return result === false ? layer : { or: [result, layer] }
  }
}

/** The plugin's site field requires a site; a group item has none (the hook below checks: exactly one of the two). */
function siteOptionalForGroupItems(field: Field): Field {
  if (field.type !== 'relationship' || field.name !== 'site') return field
  const validate = field.validate as Validate | undefined
  return {
    ...field,
    required: false,
    validate: (value: unknown, options: Parameters<Validate>[1]) => {
      const data = options.data as { group?: Ref } | undefined
      if ((value === null || value === undefined) && idOf(data?.group) !== null && !options.previousValue) return true
      return validate ? validate(value, options) : true
    },
  } as Field
}

const layerFields = (collection: GroupTaggedCollection): Field[] => [
  {
    name: 'group',
    type: 'relationship',
    relationTo: 'groups',
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Set for an item the group writes for every member site (then leave the site empty).',
    },
  },
  {
    name: 'overrides',
    label: 'Replaces the group item',
    type: 'relationship',
    relationTo: collection,
    index: true,
    filterOptions: { group: { exists: true } },
    admin: {
      position: 'sidebar',
      description: "This site's own copy of a group item: the site shows this one instead of the group's.",
    },
  },
  {
    name: 'hidesInherited',
    label: 'Hide the group item on this site',
    type: 'checkbox',
    defaultValue: false,
    admin: { position: 'sidebar', description: 'Shows neither this item nor the group item it replaces.' },
  },
]

/** Exactly one owner; the caller edits the group; placeholders known; an override replaces a lower layer's item. */
function checkLayer(collection: GroupTaggedCollection): CollectionBeforeValidateHook {
  const checkGroupLayer: CollectionBeforeValidateHook = async ({ data, originalDoc, req, operation }) => {
    if (!data) return data
    const pick = (name: string): unknown => (name in data ? data[name] : originalDoc?.[name])
    const site = idOf(pick('site') as Ref)
    const group = idOf(pick('group') as Ref)
    if ((site === null) === (group === null))
      throw fieldError(collection, 'group', 'An item belongs to one site or to one group: set exactly one of the two.')
    const before = idOf(originalDoc?.group as Ref)
    if (req.user && (group !== before || (operation === 'update' && before !== null))) {
      for (const g of new Set([group, before].filter((g): g is string => g !== null)))
        if (!editsGroupContent(req.user, g)) refuse('Only the group’s editors change its items.')
    }
    if (group !== null) {
      const errors = LAYERED[collection].flatMap((name) => {
        const problem = placeholderProblem(pick(name) as string | null | undefined)
        return problem === true ? [] : [{ path: name, message: problem }]
      })
      if (errors.length > 0) throw new ValidationError({ collection, errors })
    }
    const overrides = idOf(pick('overrides') as Ref)
    if (pick('hidesInherited') === true && overrides === null)
      throw fieldError(collection, 'overrides', 'Choose the group item to hide.')
    if (overrides !== null) await checkOverride(collection, req, overrides, site, group)
    return data
  }
  return checkGroupLayer
}

/** A site's item replaces an item of one of the site's groups; a dealer group's item replaces a brand programme's. */
async function checkOverride(
  collection: GroupTaggedCollection,
  req: PayloadRequest,
  overrides: string,
  site: string | null,
  group: string | null,
): Promise<void> {
  const wrong = () =>
    fieldError(
      collection,
      'overrides',
      'Choose an item of a group above this one (its dealer group or brand programme).',
    )
  const target = await req.payload
    .findByID({ collection, id: overrides, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  const targetGroup = idOf((target as { group?: Ref } | null)?.group)
  if (targetGroup === null) throw wrong()
  const owner = await req.payload
    .findByID({ collection: 'groups', id: targetGroup, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!owner) throw wrong()
  if (site !== null) {
    if (!(owner.members ?? []).some((m) => idOf(m as Ref) === site)) throw wrong()
    return
  }
  const own =
    group === null
      ? null
      : await req.payload
          .findByID({ collection: 'groups', id: group, depth: 0, overrideAccess: true, req })
          .catch(() => null)
  if (own?.kind !== 'dealer-group' || owner.kind !== 'brand-programme') throw wrong()
}

function layered(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug as GroupTaggedCollection
  if (!(slug in LAYERED)) return collection
  const revalidate = revalidateGroupCollection(slug)
  const access = Object.fromEntries(
    (['read', 'readVersions', 'create', 'update', 'delete'] as const).map((key) => [
      key,
      withGroupLayer(collection.access?.[key] as Access | undefined, key),
    ]),
  )
  return {
    ...collection,
    // Where each item comes from: the Group column is empty for the site's own items.
    admin: { ...collection.admin, defaultColumns: [...(collection.admin?.defaultColumns ?? []), 'group'] },
    access: { ...collection.access, ...access },
    hooks: {
      ...collection.hooks,
      beforeValidate: [...(collection.hooks?.beforeValidate ?? []), checkLayer(slug)],
      afterChange: [...(collection.hooks?.afterChange ?? []), revalidate.afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), revalidate.afterDelete],
      afterError: [...(collection.hooks?.afterError ?? []), answerGroupRefusal],
    },
    fields: [...collection.fields.map(siteOptionalForGroupItems), ...layerFields(slug)],
  }
}

/** Who may hand out which group roles (collections/access/groupRoles.ts); system writes (no user) pass. */
const checkGroupRoleGrants: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user || data.groupRoles === undefined) return data
  if (data.groupRoles !== null && !Array.isArray(data.groupRoles))
    throw fieldError('users', 'groupRoles', 'Group roles must be a list of groups and roles.')
  const problem = groupRoleChangeProblem(
    req.user,
    (originalDoc as { groupRoles?: GroupRoleRow[] } | undefined)?.groupRoles,
    data.groupRoles as GroupRoleRow[] | null,
  )
  if (problem) refuse(problem)
  return data
}

const groupRolesField: Field = {
  name: 'groupRoles',
  label: 'Group roles',
  type: 'array',
  // Platform admins and group admins hand them out; checkGroupRoleGrants decides which rows each may change.
  access: {
    create: ({ req }) => isPlatformAdmin(req.user) || groupIdsWithRole(req.user, 'group-admin').length > 0,
    update: ({ req }) => isPlatformAdmin(req.user) || groupIdsWithRole(req.user, 'group-admin').length > 0,
  },
  admin: { description: 'Dealer groups and brand programmes this person works for, and in what role.' },
  fields: [
    { name: 'group', type: 'relationship', relationTo: 'groups', saveToJWT: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['group-editor'],
      saveToJWT: true,
      options: [
        { label: 'Group admin', value: 'group-admin' },
        { label: 'Group editor', value: 'group-editor' },
      ],
    },
  ],
}

function withGroupRoles(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'users') return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), checkGroupRoleGrants],
      afterError: [...(collection.hooks?.afterError ?? []), answerGroupRefusal],
    },
    fields: [...collection.fields, groupRolesField],
  }
}

export const groupsPlugin: Plugin = (config) => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map(layered).map(withGroupRoles),
    withWhereThroughRelations(withIdCheck(groupsCollection)),
  ],
})
