import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { extendCollections, placeInto, withHooks } from '@/lib/pluginPlacement'

/** Issue 41.1: a feature's plugin puts its hooks, collections and tasks at a fixed place, never wherever it lands. */

/** A named hook that fits any operation's list (it reads only `doc`). */
const hook = (name: string) => {
  const fn = ({ doc }: { doc: unknown }) => doc
  Object.defineProperty(fn, 'name', { value: name })
  return fn
}
const names = (list: unknown[] | undefined) => (list ?? []).map((f) => (f as { name: string }).name)

describe('placeInto', () => {
  const tasks = [{ slug: 'deliverLead' }, { slug: 'releaseReservation' }, { slug: 'matchAlerts' }]

  it('puts items first, last, or before or after a neighbour named by slug', () => {
    const slugs = (list: { slug: string }[]) => list.map((t) => t.slug)
    expect(slugs(placeInto(tasks, 'first', [{ slug: 'a' }]))).toEqual([
      'a',
      'deliverLead',
      'releaseReservation',
      'matchAlerts',
    ])
    expect(slugs(placeInto(tasks, 'last', [{ slug: 'a' }]))).toEqual([
      'deliverLead',
      'releaseReservation',
      'matchAlerts',
      'a',
    ])
    expect(slugs(placeInto(tasks, { after: 'releaseReservation' }, [{ slug: 'a' }, { slug: 'b' }]))).toEqual([
      'deliverLead',
      'releaseReservation',
      'a',
      'b',
      'matchAlerts',
    ])
    expect(slugs(placeInto(tasks, { before: 'deliverLead' }, [{ slug: 'a' }]))).toEqual([
      'a',
      'deliverLead',
      'releaseReservation',
      'matchAlerts',
    ])
  })

  it('fails loudly when the named neighbour is gone, instead of placing the part somewhere new', () => {
    expect(() => placeInto(tasks, { after: 'importStock' }, [{ slug: 'a' }], 'jobs.tasks')).toThrow(
      "no 'importStock' in jobs.tasks",
    )
  })

  it('finds a hook neighbour by its function name', () => {
    const list = [hook('photoAltFromCar'), hook('afterChange')]
    expect(names(placeInto(list, { before: 'afterChange' }, [hook('mine')]))).toEqual([
      'photoAltFromCar',
      'mine',
      'afterChange',
    ])
  })
})

describe('withHooks and extendCollections', () => {
  const cars: CollectionConfig = { slug: 'cars', fields: [], hooks: { afterChange: [hook('photoAltFromCar')] } }

  it('adds hooks to one operation and leaves the others and the original collection as they were', () => {
    const extended = withHooks(cars, 'afterChange', 'first', [hook('syncCarToIndex')])
    expect(names(extended.hooks?.afterChange)).toEqual(['syncCarToIndex', 'photoAltFromCar'])
    expect(names(withHooks(cars, 'afterDelete', 'last', [hook('gone')]).hooks?.afterDelete)).toEqual(['gone'])
    expect(names(cars.hooks?.afterChange)).toEqual(['photoAltFromCar'])
  })

  it('refuses to extend a collection the config does not have', () => {
    expect(() => extendCollections({ collections: [cars] } as never, { models: (c) => c })).toThrow("extends 'models'")
  })
})
