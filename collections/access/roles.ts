export type StaffUser = {
  id: number | string
  collection?: string
  roles?: ('platform-admin' | 'staff')[] | null
  tenants?:
    { site: number | string | { id: number | string }; roles?: ('site-admin' | 'site-editor')[] | null }[] | null
}

export const isPlatformAdmin = (user: unknown): boolean =>
  Boolean(user && (user as StaffUser).roles?.includes('platform-admin'))

const siteIdOf = (site: number | string | { id: number | string }) => (typeof site === 'object' ? site.id : site)

/** Site ids where the user holds the given site role. */
export const siteIdsWithRole = (user: unknown, role: 'site-admin' | 'site-editor'): (number | string)[] =>
  ((user as StaffUser | null)?.tenants ?? []).filter((t) => t.roles?.includes(role)).map((t) => siteIdOf(t.site))

/** Every site the user works for, in any role. */
export const staffSiteIds = (user: unknown): (number | string)[] =>
  ((user as StaffUser | null)?.tenants ?? []).map((t) => siteIdOf(t.site))
