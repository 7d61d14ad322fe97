/**
 * Issue 42.1: a site may be in one dealer group and one brand programme at once. Pure: the groups collection feeds
 * it the other groups of the same kind that already hold the saved group's members.
 */
export type GroupKind = 'dealer-group' | 'brand-programme'

export const GROUP_KIND_LABEL: Record<GroupKind, string> = {
  'dealer-group': 'dealer group',
  'brand-programme': 'brand programme',
}

/** Why these members cannot join a group of this kind, or null. `taken` maps a site id to the other group holding it. */
export function membershipProblem(
  kind: GroupKind,
  members: readonly (number | string)[],
  taken: ReadonlyMap<string, string>,
): string | null {
  const seen = new Set<string>()
  for (const member of members) {
    const key = String(member)
    if (seen.has(key)) return `Site ${key} is listed twice.`
    seen.add(key)
    const other = taken.get(key)
    if (other !== undefined)
      return `Site ${key} is already in the ${GROUP_KIND_LABEL[kind]} '${other}': a site belongs to one ${GROUP_KIND_LABEL[kind]} at a time.`
  }
  return null
}
