import { describe, expect, it } from 'vitest'
import { newStaffProblem, staffManagementProblem, tenantChangeProblem } from '../../../collections/access/staffGrants'

const platformAdmin = { id: 1, roles: ['platform-admin' as const] }
/** Site admin of site 1 (Harbour), editor of nothing else. */
const harbourAdmin = { id: 2, roles: ['staff' as const], tenants: [{ site: 1, roles: ['site-admin' as const] }] }
const harbourEditor = { id: 3, roles: ['staff' as const], tenants: [{ site: 1, roles: ['site-editor' as const] }] }
const row = (site: number, ...roles: ('site-admin' | 'site-editor')[]) => ({ site, roles })

describe('staff management: a site admin grants only their own sites, with roles up to their own', () => {
  it('the takeover: a site admin cannot add other sites to themselves', () => {
    expect(
      tenantChangeProblem(harbourAdmin, harbourAdmin.tenants, [row(1, 'site-admin'), row(2, 'site-admin')]),
    ).toMatch(/sites you administer \(site 2\)/)
  })

  it('a site admin cannot create a user on another site', () => {
    expect(tenantChangeProblem(harbourAdmin, [], [row(3, 'site-admin')])).toMatch(/site 3/)
    expect(tenantChangeProblem(harbourAdmin, [], [row(1, 'site-editor'), row(3, 'site-editor')])).toMatch(/site 3/)
  })

  it('a site admin may add, change and remove rows of the sites they administer', () => {
    expect(tenantChangeProblem(harbourAdmin, [], [row(1, 'site-editor')])).toBeNull()
    expect(tenantChangeProblem(harbourAdmin, [row(1, 'site-editor')], [row(1, 'site-admin')])).toBeNull()
    expect(tenantChangeProblem(harbourAdmin, [row(1, 'site-editor')], [])).toBeNull()
  })

  it("rows of sites the caller does not administer stay exactly as they were (no removing another dealer's access)", () => {
    expect(
      tenantChangeProblem(
        harbourAdmin,
        [row(1, 'site-editor'), row(2, 'site-editor')],
        [row(1, 'site-admin'), row(2, 'site-editor')],
      ),
    ).toBeNull()
    expect(
      tenantChangeProblem(harbourAdmin, [row(1, 'site-editor'), row(2, 'site-editor')], [row(1, 'site-editor')]),
    ).toMatch(/site 2/)
    expect(tenantChangeProblem(harbourAdmin, [row(2, 'site-editor')], [row(2, 'site-admin')])).toMatch(/site 2/)
  })

  it('a populated site relation counts as its id', () => {
    expect(
      tenantChangeProblem(harbourAdmin, [{ site: { id: 2 }, roles: ['site-editor'] }], [row(2, 'site-editor')]),
    ).toBeNull()
  })

  it('an editor grants nothing, and no one invents a role', () => {
    expect(tenantChangeProblem(harbourEditor, [], [row(1, 'site-editor')])).toMatch(/administer/)
    expect(tenantChangeProblem(harbourAdmin, [], [{ site: 1, roles: ['owner' as never] }])).toMatch(/not a site role/)
  })

  it('platform admins grant any site and role', () => {
    expect(tenantChangeProblem(platformAdmin, [], [row(1, 'site-admin'), row(2, 'site-admin')])).toBeNull()
  })

  it('a site admin manages only staff whose every site they administer, never a platform admin', () => {
    expect(staffManagementProblem(harbourAdmin, { id: 9, tenants: [row(1, 'site-editor')] })).toBeNull()
    expect(
      staffManagementProblem(harbourAdmin, { id: 9, tenants: [row(1, 'site-editor'), row(2, 'site-admin')] }),
    ).toMatch(/site 2/)
    expect(
      staffManagementProblem(harbourAdmin, { id: 9, roles: ['platform-admin'], tenants: [row(1, 'site-editor')] }),
    ).toMatch(/platform admins/)
    expect(
      staffManagementProblem(harbourAdmin, { id: 2, tenants: [row(1, 'site-admin'), row(2, 'site-editor')] }),
    ).toBeNull()
  })

  it('a new staff member made by a site admin belongs to a site', () => {
    expect(newStaffProblem(harbourAdmin, [])).toMatch(/at least one site/)
    expect(newStaffProblem(harbourAdmin, [row(1, 'site-editor')])).toBeNull()
    expect(newStaffProblem(platformAdmin, [])).toBeNull()
  })
})
