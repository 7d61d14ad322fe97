import { describe, expect, it } from 'vitest'
import { complaintsAuthorities } from '@blocks/ComplaintsNotice/blockData'
import { locationsBlockLocations } from '@blocks/Locations/blockData'
import { modelsGridModels } from '@blocks/ModelsGrid/blockData'
import { offersListOffers } from '@blocks/OffersList/blockData'
import { servicePlansInMenuOrder } from '@blocks/ServiceAdvantage/blockData'
import type {
  ComplaintAuthority,
  Location,
  LocationsBlock,
  Model,
  ModelsGridBlock,
  Offer,
  OffersListBlock,
  ServicePlan,
  Site,
} from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'

// What the block loaders (blocks/<Name>/loader.ts) hand each block, picked from the site's records: pure, so tested here
// without a database.

const location = (id: number, fields: Partial<Location> = {}): Location =>
  ({ id, name: `Location ${id}`, locationType: 'sales', visible: true, ...fields }) as Location
const model = (id: number, name: string, fields: Partial<Model> = {}): Model => ({ id, name, ...fields }) as Model
const offer = (id: number, fields: Partial<Offer> = {}): Offer => ({ id, title: `Offer ${id}`, ...fields }) as Offer
const ctx = { site: { id: 1, timeZone: 'Australia/Sydney' } as Site, basePath: '' } satisfies SiteContext

describe('Locations block: the locations it lists', () => {
  const locations = [
    location(1),
    location(2, { locationType: 'service' }),
    location(3, { visible: false }),
    location(4),
  ]

  it('lists every shown location for the filter all, hidden ones and excluded ones left out', () => {
    const block = { blockType: 'locations', filter: 'all', excludedLocations: [4] } as LocationsBlock
    expect(locationsBlockLocations(block, locations).map((l) => l.id)).toEqual([1, 2])
  })

  it('lists the locations of one type', () => {
    const block = { blockType: 'locations', filter: 'service' } as LocationsBlock
    expect(locationsBlockLocations(block, locations).map((l) => l.id)).toEqual([2])
  })

  it('lists the one location the block names (filter id), given as a document or an id', () => {
    const byDoc = { blockType: 'locations', filter: 'id', location: locations[3] } as LocationsBlock
    const byId = { blockType: 'locations', filter: 'id', location: 1 } as LocationsBlock
    expect(locationsBlockLocations(byDoc, locations).map((l) => l.id)).toEqual([4])
    expect(locationsBlockLocations(byId, locations).map((l) => l.id)).toEqual([1])
  })

  it('lists nothing for the filter id without a location', () => {
    const block = { blockType: 'locations', filter: 'id', location: null } as LocationsBlock
    expect(locationsBlockLocations(block, locations)).toEqual([])
  })
})

describe('Offers block: the offers it shows', () => {
  const corolla = model(10, 'Corolla')
  const offers = [
    offer(1, { model: corolla }),
    offer(2, { model: 11 }),
    offer(3, { model: 10, excludedWebsites: [1] }),
    offer(4, { model: 10, expiresAt: '2020-01-01T00:00:00.000Z' }),
    offer(5, { model: 10 }),
  ]
  const now = new Date('2026-06-01T00:00:00.000Z')

  it("shows the site's current offers: not excluded for the site, not expired", () => {
    const block = { blockType: 'offersList' } as OffersListBlock
    expect(offersListOffers(block, ctx, offers, now).map((o) => o.id)).toEqual([1, 2, 5])
  })

  it("shows only the block's model's offers when it names one", () => {
    const block = { blockType: 'offersList', model: corolla } as OffersListBlock
    expect(offersListOffers(block, ctx, offers, now).map((o) => o.id)).toEqual([1, 5])
  })

  it('shows at most the block limit', () => {
    const block = { blockType: 'offersList', limit: 2 } as OffersListBlock
    expect(offersListOffers(block, ctx, offers, now).map((o) => o.id)).toEqual([1, 2])
  })
})

describe('Models grid: the models and body types it shows', () => {
  const models = [
    model(1, 'Yaris', { body: 'hatch', order: 2 }),
    model(2, 'HiLux', { body: 'ute', order: 1 }),
    model(3, 'Corolla', { body: 'hatch', order: 3 }),
    model(4, 'Prado', { body: 'suv', status: 'discontinued' } as Partial<Model>),
  ]

  it('shows the current models in menu order, discontinued ones left out', () => {
    const block = { blockType: 'modelsGrid' } as ModelsGridBlock
    const { models: shown, bodies } = modelsGridModels(block, models)
    expect(shown.map((m) => m.name)).toEqual(['HiLux', 'Yaris', 'Corolla'])
    expect(bodies).not.toContain('suv')
  })

  it("shows only the block's body type when it names one", () => {
    const block = { blockType: 'modelsGrid', body: 'hatch' } as ModelsGridBlock
    expect(modelsGridModels(block, models).models.map((m) => m.name)).toEqual(['Yaris', 'Corolla'])
  })
})

describe('Service Advantage: the plans in the models menu order', () => {
  it("orders the plans like the site's models menu, matched by model name", () => {
    const plans = [
      { id: 1, modelName: 'Yaris' },
      { id: 2, modelName: 'HiLux' },
    ] as ServicePlan[]
    const models = [model(1, 'HiLux', { order: 1 }), model(2, 'Yaris', { order: 2 })]
    expect(servicePlansInMenuOrder(plans, models).map((p) => p.modelName)).toEqual(['HiLux', 'Yaris'])
  })
})

describe('Complaints notice: the consumer-protection authorities it lists', () => {
  const authorities = [
    { id: 1, state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
    { id: 2, state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
    { id: 3, state: 'QLD', name: 'Office of Fair Trading', website: 'https://www.qld.gov.au/law/fair-trading' },
  ] as ComplaintAuthority[]

  it("lists 'the state consumer-protection authority … for each state where the dealer has a location'", () => {
    const locations = [
      location(1, { address: { state: 'NSW' } } as Partial<Location>),
      location(2, { address: { state: 'VIC' } } as Partial<Location>),
      location(3, { address: { state: 'QLD' }, visible: false } as Partial<Location>),
    ]
    expect(complaintsAuthorities(locations, authorities).map((a) => [a.state, a.name])).toEqual([
      ['NSW', 'NSW Fair Trading'],
      ['VIC', 'Consumer Affairs Victoria'],
    ])
  })
})
