import { describe, expect, it } from 'vitest'
import { editsGroupContent, groupIdsWithRole, groupRoleChangeProblem } from '../../../collections/access/groupRoles'

const platformAdmin = { id: 1, roles: ['platform-admin'] }
const groupAdmin = { id: 2, roles: ['staff'], groupRoles: [{ group: 10, roles: ['group-admin'] }] }
const groupEditor = { id: 3, roles: ['staff'], groupRoles: [{ group: { id: 10 }, roles: ['group-editor'] }] }
const siteAdmin = { id: 4, roles: ['staff'], tenants: [{ site: 1, roles: ['site-admin'] }] }

describe('Group roles per group (issue 42.1)', () => {
  it('a group admin also edits the group content; a group editor only its content', () => {
    expect(groupIdsWithRole(groupAdmin, 'group-editor')).toEqual(['10'])
    expect(groupIdsWithRole(groupEditor, 'group-editor')).toEqual(['10'])
    expect(groupIdsWithRole(groupEditor, 'group-admin')).toEqual([])
  })

  it("a group editor edits their group's content only; a site admin edits no group's", () => {
    expect(editsGroupContent(groupEditor, 10)).toBe(true)
    expect(editsGroupContent(groupEditor, 11)).toBe(false)
    expect(editsGroupContent(siteAdmin, 10)).toBe(false)
    expect(editsGroupContent(platformAdmin, 11)).toBe(true)
  })
})

describe('Who may hand out group roles (docs/security.md)', () => {
  it('a platform admin gives any group role', () => {
    expect(groupRoleChangeProblem(platformAdmin, [], [{ group: 11, roles: ['group-admin'] }])).toBeNull()
  })

  it('a group admin gives roles in their own group', () => {
    expect(groupRoleChangeProblem(groupAdmin, [], [{ group: 10, roles: ['group-editor'] }])).toBeNull()
    expect(groupRoleChangeProblem(groupAdmin, [], [{ group: 10, roles: ['group-admin'] }])).toBeNull()
  })

  it('a group admin cannot give roles in another group, nor take them away there', () => {
    expect(groupRoleChangeProblem(groupAdmin, [], [{ group: 11, roles: ['group-editor'] }])).toContain('group 11')
    expect(groupRoleChangeProblem(groupAdmin, [{ group: 11, roles: ['group-editor'] }], [])).toContain('group 11')
  })

  it('a group editor, and a site admin, give no group role', () => {
    expect(groupRoleChangeProblem(groupEditor, [], [{ group: 10, roles: ['group-editor'] }])).not.toBeNull()
    expect(groupRoleChangeProblem(siteAdmin, [], [{ group: 10, roles: ['group-editor'] }])).not.toBeNull()
  })

  it('unchanged rows of other groups pass; an unknown role is refused', () => {
    const other = { group: 11, roles: ['group-editor' as const] }
    expect(groupRoleChangeProblem(groupAdmin, [other], [other, { group: 10, roles: ['group-editor'] }])).toBeNull()
    expect(groupRoleChangeProblem(groupAdmin, [], [{ group: 10, roles: ['site-admin' as never] }])).toContain(
      "'site-admin' is not a group role",
    )
  })
})
