import { isPlatformAdmin, siteIdsWithRole, type StaffUser } from './roles'

/**
 * Who may give whom which site (docs/security.md, "Staff management"). Pure: the Users hooks feed it the caller,
 * the stored user and the incoming one, and turn a returned reason into a 403.
 *
 * The multi-tenant plugin's `tenants` array only asks whether a caller may write the array at all; without this, a
 * site admin of one dealer could add any other dealer's site, with any role, to anyone, themselves included.
 */

type SiteRole = 'site-admin' | 'site-editor'
type TenantRow = NonNullable<StaffUser['tenants']>[number]

/** Site role ranks: a site admin grants roles up to their own. */
const RANK: Record<SiteRole, number> = { 'site-editor': 1, 'site-admin': 2 }

const siteKey = (site: TenantRow['site'] | null | undefined): string | null => {
  if (site === null || site === undefined) return null
  return String(typeof site === 'object' ? site.id : site)
}

/** The rows as site → sorted roles; a site named twice keeps the union of its roles. */
export function rolesBySite(rows: readonly TenantRow[] | null | undefined): Map<string, string[]> {
  const bySite = new Map<string, Set<string>>()
  for (const row of rows ?? []) {
    const key = siteKey(row?.site)
    if (key === null) continue
    const roles = bySite.get(key) ?? new Set<string>()
    for (const role of row.roles ?? []) roles.add(role)
    bySite.set(key, roles)
  }
  return new Map([...bySite].map(([key, roles]) => [key, [...roles].sort()]))
}

const highestRank = (roles: readonly string[]) =>
  Math.max(0, ...roles.map((r) => RANK[r as SiteRole] ?? Number.POSITIVE_INFINITY))

/**
 * Why the caller may not change `before`'s site rows into `after`'s, or null when they may. Platform admins may do
 * anything. Anyone else may only add, change or remove rows of sites where they are site admin, and only with roles
 * up to their own there; rows of other sites must stay exactly as they were.
 */
export function tenantChangeProblem(
  caller: unknown,
  before: readonly TenantRow[] | null | undefined,
  after: readonly TenantRow[] | null | undefined,
): string | null {
  if (isPlatformAdmin(caller)) return null
  const administered = new Set(siteIdsWithRole(caller, 'site-admin').map(String))
  const callerRoles = rolesBySite((caller as StaffUser | null)?.tenants)
  const old = rolesBySite(before)
  const next = rolesBySite(after)
  for (const site of new Set([...old.keys(), ...next.keys()])) {
    const was = old.get(site) ?? []
    const now = next.get(site) ?? []
    if (was.join() === now.join()) continue
    if (!administered.has(site)) return `You can only give or take access to sites you administer (site ${site}).`
    const unknownRole = now.find((role) => !(role in RANK))
    if (unknownRole) return `'${unknownRole}' is not a site role.`
    if (highestRank(now) > highestRank(callerRoles.get(site) ?? []))
      return `You can only grant roles up to your own on site ${site}.`
  }
  return null
}

/**
 * Why the caller may not edit or delete this staff member at all, or null. A site admin manages only staff whose every
 * site they administer: changing the password or e-mail of someone who also works for another dealer (or of a
 * platform admin) would hand over that other dealer's access.
 */
export function staffManagementProblem(caller: unknown, target: StaffUser | null | undefined): string | null {
  if (isPlatformAdmin(caller) || !target) return null
  const callerId = (caller as StaffUser | null)?.id
  if (callerId !== undefined && String(callerId) === String(target.id)) return null
  if (isPlatformAdmin(target)) return 'Only platform admins manage platform admins.'
  const administered = new Set(siteIdsWithRole(caller, 'site-admin').map(String))
  const foreign = [...rolesBySite(target.tenants).keys()].find((site) => !administered.has(site))
  return foreign
    ? `This staff member also works for a site you do not administer (site ${foreign}); ask a platform admin.`
    : null
}

/** A site admin's new staff member must belong to at least one of the caller's sites (no staff without a site). */
export function newStaffProblem(caller: unknown, rows: readonly TenantRow[] | null | undefined): string | null {
  if (isPlatformAdmin(caller)) return null
  return rolesBySite(rows).size === 0 ? 'Choose at least one site for the new staff member.' : null
}
