import { isPlatformAdmin } from './roles'

/**
 * Issue 42.1, group roles, per group like `tenants` per site: a group admin runs the group's settings and staff, a
 * group editor writes the group's layer of content. Neither reaches a member site's own content (docs/security.md).
 */
export type GroupRole = 'group-admin' | 'group-editor'
export type GroupRoleRow = { group: number | string | { id: number | string } | null; roles?: GroupRole[] | null }
export type GroupUser = { id?: number | string; groupRoles?: GroupRoleRow[] | null }

const GROUP_RANK: Record<GroupRole, number> = { 'group-editor': 1, 'group-admin': 2 }

const groupKey = (group: GroupRoleRow['group'] | undefined): string | null =>
  group === null || group === undefined ? null : String(typeof group === 'object' ? group.id : group)

/** Group ids where the user holds the role; a group admin also edits the group's content. */
export function groupIdsWithRole(user: unknown, role: GroupRole): string[] {
  const rows = (user as GroupUser | null)?.groupRoles ?? []
  return rows
    .filter((row) => (row.roles ?? []).some((r) => GROUP_RANK[r] >= GROUP_RANK[role]))
    .flatMap((row) => {
      const key = groupKey(row.group)
      return key === null ? [] : [key]
    })
}

function rolesByGroup(rows: readonly GroupRoleRow[] | null | undefined): Map<string, string[]> {
  const byGroup = new Map<string, Set<string>>()
  for (const row of rows ?? []) {
    const key = groupKey(row?.group)
    if (key === null) continue
    const roles = byGroup.get(key) ?? new Set<string>()
    for (const role of row.roles ?? []) roles.add(role)
    byGroup.set(key, roles)
  }
  return new Map([...byGroup].map(([key, roles]) => [key, [...roles].sort()]))
}

/**
 * Why the caller may not change `before`'s group rows into `after`'s, or null. Platform admins may; a group admin
 * may add, change or remove rows of the groups they administer, with roles up to group admin; other rows must stay.
 */
export function groupRoleChangeProblem(
  caller: unknown,
  before: readonly GroupRoleRow[] | null | undefined,
  after: readonly GroupRoleRow[] | null | undefined,
): string | null {
  if (isPlatformAdmin(caller)) return null
  const administered = new Set(groupIdsWithRole(caller, 'group-admin'))
  const old = rolesByGroup(before)
  const next = rolesByGroup(after)
  for (const group of new Set([...old.keys(), ...next.keys()])) {
    if ((old.get(group) ?? []).join() === (next.get(group) ?? []).join()) continue
    if (!administered.has(group)) return `You can only give or take roles in groups you administer (group ${group}).`
    const unknownRole = (next.get(group) ?? []).find((role) => !(role in GROUP_RANK))
    if (unknownRole) return `'${unknownRole}' is not a group role.`
  }
  return null
}

/** The caller edits this group's layer of content (platform admins edit every group's). */
export const editsGroupContent = (user: unknown, groupId: number | string): boolean =>
  isPlatformAdmin(user) || groupIdsWithRole(user, 'group-editor').includes(String(groupId))
