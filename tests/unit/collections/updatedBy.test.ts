import type { FieldAccess, FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { changedBy, updatedByField } from '../../../collections/fields/updatedBy'

const hook = updatedByField.hooks!.beforeChange![0] as FieldHook
const stamp = (user: unknown, value: unknown = 99) =>
  hook({ req: { user }, value, operation: 'update' } as unknown as Parameters<FieldHook>[0])
const access = (key: 'read' | 'create' | 'update', user: unknown) =>
  (updatedByField.access![key] as FieldAccess)({ req: { user } } as unknown as Parameters<FieldAccess>[0])

describe('"Last changed by": every save names who made it', () => {
  it('a save by a staff member names that staff member, whatever the form sent', () => {
    expect(stamp({ id: 7, collection: 'users' }, 99)).toBe(7)
    expect(changedBy({ id: 'abc', collection: 'users' })).toBe('abc')
  })

  it('a system write (seed, import, job without a user) names nobody rather than the previous editor', () => {
    expect(stamp(null, 99)).toBeNull()
    expect(stamp(undefined, 99)).toBeNull()
    expect(changedBy({ id: 3, collection: 'shoppers' })).toBeNull()
  })

  it('nobody sets it by hand, and only signed-in staff read it (shoppers never see who edited a page)', () => {
    expect(access('create', { id: 1, collection: 'users' })).toBe(false)
    expect(access('update', { id: 1, collection: 'users' })).toBe(false)
    expect(access('read', null)).toBe(false)
    expect(access('read', { id: 1, collection: 'users' })).toBe(true)
    expect(updatedByField.admin).toMatchObject({ readOnly: true, position: 'sidebar' })
    expect(updatedByField.label).toBe('Last changed by')
  })
})
