import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { assertWhereStaysReadable, whereThroughRelations } from '../../../collections/hooks/whereThroughRelations'

/**
 * The path walk of collections/hooks/whereThroughRelations.ts over field shapes the project's collections do not all
 * have yet (polymorphic relationships, joins, blocks, named tabs, nested `contains`), on a fake Payload: `open` reads
 * `true`, `scoped` reads a Where (as the multi-tenant plugin answers for staff).
 */
const text = (name: string) => ({ name, type: 'text' })
const collections: Record<string, { config: Record<string, unknown> }> = {
  open: {
    config: {
      slug: 'open',
      access: { read: () => true },
      flattenedFields: [text('title'), { name: 'toScoped', type: 'relationship', relationTo: 'scoped' }],
    },
  },
  scoped: {
    config: {
      slug: 'scoped',
      access: { read: () => ({ site: { in: [1] } }) },
      flattenedFields: [text('secret'), { name: 'toOpen', type: 'relationship', relationTo: 'open' }],
    },
  },
  root: {
    config: {
      slug: 'root',
      access: { read: () => true },
      flattenedFields: [
        text('name'),
        { name: 'one', type: 'relationship', relationTo: 'scoped' },
        { name: 'many', type: 'relationship', relationTo: 'scoped', hasMany: true },
        { name: 'poly', type: 'relationship', relationTo: ['open', 'scoped'] },
        { name: 'pub', type: 'upload', relationTo: 'open' },
        { name: 'back', type: 'join', collection: 'scoped', on: 'toOpen' },
        {
          name: 'grp',
          type: 'group',
          flattenedFields: [
            {
              name: 'rows',
              type: 'array',
              flattenedFields: [{ name: 'ref', type: 'relationship', relationTo: 'scoped' }],
            },
          ],
        },
        { name: 'tab', type: 'tab', flattenedFields: [{ name: 'ref', type: 'relationship', relationTo: 'scoped' }] },
        {
          name: 'layout',
          type: 'blocks',
          blocks: [{ slug: 'b', flattenedFields: [{ name: 'ref', type: 'relationship', relationTo: 'scoped' }] }],
        },
      ],
    },
  },
}
const req = {
  payload: { collections, config: {}, blocks: {} },
  user: { id: 9, roles: ['staff'] },
} as unknown as PayloadRequest
const check = (where: unknown, sort?: unknown) => assertWhereStaysReadable(req, 'root', where, sort)

describe('a where-path through a relationship cannot test fields that the caller could not read on the related document', () => {
  it('refuses paths past a relationship into a collection read with a constraint, at any depth and nesting', async () => {
    for (const path of [
      'one.secret',
      'many.secret',
      'poly.secret',
      'poly.value.secret',
      'back.secret',
      'grp.rows.ref.secret',
      'grp.rows.0.ref.secret',
      'tab.ref.secret',
      'layout.ref.secret',
      'pub.toScoped.secret',
      'one.toOpen.title',
      'version.one.secret',
    ]) {
      await expect(check({ [path]: { like: 'a' } }), path).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining(`'${path}' is not allowed`),
      })
      await expect(
        check({ or: [{ and: [{ name: { equals: 'x' } }, { [path]: { exists: true } }] }] }),
        path,
      ).rejects.toMatchObject({ status: 400 })
    }
    await expect(check({ one__secret: { like: 'a' } })).rejects.toMatchObject({ status: 400 })
    await expect(check({}, '-one.secret')).rejects.toMatchObject({ status: 400 })
    await expect(check({}, ['name', 'many.secret'])).rejects.toMatchObject({ status: 400 })
    await expect(check({ many: { contains: { secret: { like: 'a' } } } })).rejects.toMatchObject({ status: 400 })
  })

  it('allows the relationship itself and paths into collections the caller reads without constraint', async () => {
    for (const path of [
      'name',
      'one',
      'one.id',
      'many',
      'many.id',
      'poly',
      'poly.value',
      'poly.relationTo',
      'back',
      'back.id',
      'grp.rows.ref',
      'pub.title',
      'unknown.path',
    ]) {
      await expect(check({ [path]: { equals: 1 } }), path).resolves.toBeUndefined()
    }
    await expect(check({ many: { contains: { id: { equals: 1 } } } })).resolves.toBeUndefined()
    await expect(check({}, '-pub.title')).resolves.toBeUndefined()
  })

  it('the hook skips overrideAccess and platform admins, and checks join queries and distinct fields', async () => {
    const collection = collections.root!.config as never
    const run = (args: Record<string, unknown>, user: unknown = req.user, operation = 'read') =>
      whereThroughRelations({
        args: { req: { ...req, user }, ...args },
        collection,
        operation,
        overrideAccess: args.overrideAccess,
        req: { ...req, user },
      } as never)
    await expect(run({ where: { 'one.secret': { like: 'a' } }, overrideAccess: true })).resolves.toBeDefined()
    await expect(
      run({ where: { 'one.secret': { like: 'a' } } }, { id: 1, roles: ['platform-admin'] }),
    ).resolves.toBeDefined()
    await expect(run({ where: { 'one.secret': { like: 'a' } } })).rejects.toMatchObject({ status: 400 })
    await expect(run({ field: 'one.secret' }, req.user, 'readDistinct')).rejects.toMatchObject({ status: 400 })
    ;(collections.root!.config as { joins?: unknown }).joins = { scoped: [{ joinPath: 'back' }] }
    await expect(
      run({ joins: { back: { where: { 'toOpen.toScoped.secret': { like: 'a' } } } } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(run({ joins: { back: { where: { 'toOpen.title': { like: 'a' } } } } })).resolves.toBeDefined()
  })
})
