import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { fillFromStored } from '../../../collections/hooks/restoreKeepsDeniedFields'

const fields = [
  { name: 'name', type: 'text' },
  { name: 'slug', type: 'text' },
  { name: 'domains', type: 'array', flattenedFields: [] },
  {
    name: 'search',
    type: 'group',
    flattenedFields: [
      { name: 'filter', type: 'text' },
      { name: 'sort', type: 'text' },
    ],
  },
] as unknown as FlattenedField[]

describe('restoring a version keeps what the restoring user may not update', () => {
  it('a field the restore dropped (no update access) keeps its stored value, through named groups', () => {
    const restored = fillFromStored(
      fields,
      { name: 'Old name', search: { sort: 'price' } },
      {
        name: 'New name',
        slug: 'harbour-toyota',
        domains: [{ host: 'a.example' }],
        search: { filter: 'x', sort: 'y' },
      },
    )
    expect(restored).toEqual({
      name: 'Old name',
      slug: 'harbour-toyota',
      domains: [{ host: 'a.example' }],
      search: { filter: 'x', sort: 'price' },
    })
  })

  it('what the version has wins, null included (a cleared field is restored cleared)', () => {
    expect(fillFromStored(fields, { name: 'A', slug: null }, { name: 'B', slug: 'b' })).toEqual({
      name: 'A',
      slug: null,
    })
  })
})
