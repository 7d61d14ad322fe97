import { describe, expect, it } from 'vitest'
import {
  modelCategory,
  modelCategoryTabs,
  modelMenuScrolls,
  modelPagePath,
  modelsInTab,
  modelStockPath,
  offerExploreModelPath,
  preferredModelOrder,
  preferredModelRank,
  sortModels,
} from '@/domain/modelMenu'

const names = (models: { name: string }[]) => models.map((m) => m.name)

// Spec content §1 Models mega-menu, Toyota's list: the seed gives the Toyota range these positions.
const SPEC_ORDER = [
  'bZ4X',
  'Prado',
  'C-HR',
  'Yaris',
  'Corolla Hatch',
  'Camry',
  'Corolla Sedan',
  'Yaris Cross',
  'Corolla Cross',
  'RAV4',
  'Kluger',
  'Fortuner',
  'LandCruiser 300',
  'HiLux',
  'LandCruiser 70',
  'Tundra',
  'HiAce',
  'Granvia',
  'Coaster',
  'GR Yaris',
  'GR86',
  'GR Corolla',
  'GR Supra',
]
const toyotaRange = SPEC_ORDER.map((name, index) => ({ name, order: index + 1 }))

describe('sortModels (spec: models are sorted by a fixed preferred order of names)', () => {
  it('bZ4X, Prado, C-HR, Yaris, Corolla Hatch, Camry, ... GR Supra order is kept (the seeded Toyota positions)', () => {
    expect(names(sortModels([...toyotaRange].reverse()))).toEqual(SPEC_ORDER)
    expect(preferredModelOrder([...toyotaRange].reverse())).toEqual(SPEC_ORDER)
  })

  it('The longest matching name wins', () => {
    expect(SPEC_ORDER[preferredModelRank('GR Yaris', SPEC_ORDER)]).toBe('GR Yaris')
    expect(SPEC_ORDER[preferredModelRank('Yaris Cross Hybrid', SPEC_ORDER)]).toBe('Yaris Cross')
    expect(SPEC_ORDER[preferredModelRank('LandCruiser Prado', SPEC_ORDER)]).toBe('Prado')
    expect(SPEC_ORDER[preferredModelRank('LandCruiser 70 Series', SPEC_ORDER)]).toBe('LandCruiser 70')
    expect(names(sortModels([{ name: 'GR Yaris' }, { name: 'Yaris' }, { name: 'Yaris Cross' }], SPEC_ORDER))).toEqual([
      'Yaris',
      'Yaris Cross',
      'GR Yaris',
    ])
  })

  it('matches whole words only (HiLux does not match inside another word)', () => {
    expect(preferredModelRank('Hiluxury', SPEC_ORDER)).toBe(-1)
    expect(SPEC_ORDER[preferredModelRank('c-hr', SPEC_ORDER)]).toBe('C-HR')
  })

  it('unmatched models come last, alphabetically', () => {
    expect(
      names(
        sortModels([
          { name: 'Supra Classic' },
          { name: 'Mirai' },
          { name: 'Camry', order: 6 },
          { name: 'avalon' },
          { name: 'bZ4X', order: 1 },
        ]),
      ),
    ).toEqual(['bZ4X', 'Camry', 'avalon', 'Mirai', 'Supra Classic'])
  })

  it("the order is the site's content: a Ford site orders its own range, not Toyota's", () => {
    const ford = [
      { name: 'Ranger', order: 1 },
      { name: 'Everest', order: 2 },
      { name: 'Mustang', order: 3 },
      { name: 'Puma' },
      { name: 'Escape' },
    ]
    expect(names(sortModels(ford))).toEqual(['Ranger', 'Everest', 'Mustang', 'Escape', 'Puma'])
    // Items named after a model (service plans) follow the site's models, longest matching name first.
    const plans = [{ name: 'Everest Trend' }, { name: 'Ranger Raptor' }, { name: 'Transit' }]
    expect(names(sortModels(plans, preferredModelOrder(ford)))).toEqual(['Ranger Raptor', 'Everest Trend', 'Transit'])
  })
})

describe('modelCategoryTabs (spec: All Vehicles plus categories from manufacturer_body, in order Hatch & sedans, SUVs & 4WDs, Utes & Vans, GR & performance, Electrified, Discontinued)', () => {
  it('orders the categories present after All Vehicles', () => {
    const models = [
      { manufacturer_body: 'Discontinued' },
      { manufacturer_body: 'Utes & Vans' },
      { manufacturer_body: 'Hatch & sedans' },
      { manufacturer_body: 'Electrified' },
      { manufacturer_body: 'SUVs & 4WDs' },
      { manufacturer_body: 'GR & performance' },
      { manufacturer_body: 'Utes & Vans' },
    ]
    expect(modelCategoryTabs(models)).toEqual([
      'All Vehicles',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Discontinued',
    ])
  })

  it('leaves out categories no model has and puts unlisted categories last, alphabetically', () => {
    expect(
      modelCategoryTabs([
        { manufacturer_body: 'Electrified' },
        { manufacturer_body: 'Buses' },
        { manufacturer_body: 'Accessories' },
        { manufacturer_body: null },
      ]),
    ).toEqual(['All Vehicles', 'Electrified', 'Accessories', 'Buses'])
  })

  it('recognises slug-style manufacturer_body values', () => {
    expect(modelCategory('suvs-and-4wds')).toBe('SUVs & 4WDs')
    expect(modelCategory('hatch_sedans')).toBe('Hatch & sedans')
  })
})

describe('modelsInTab', () => {
  const models = [
    { name: 'RAV4', order: 10, manufacturer_body: 'SUVs & 4WDs' },
    { name: 'Prado', order: 2, manufacturer_body: 'SUVs & 4WDs' },
    { name: 'Camry', order: 6, manufacturer_body: 'Hatch & sedans' },
  ]

  it('All Vehicles lists every model in preferred order; a category tab only its models', () => {
    expect(names(modelsInTab(models, 'All Vehicles'))).toEqual(['Prado', 'Camry', 'RAV4'])
    expect(names(modelsInTab(models, 'SUVs & 4WDs'))).toEqual(['Prado', 'RAV4'])
  })
})

describe('modelMenuScrolls (spec: Scrolling is enabled when there are more than 6 items)', () => {
  it('scrolls above 6 items', () => {
    expect(modelMenuScrolls(6)).toBe(false)
    expect(modelMenuScrolls(7)).toBe(true)
  })
})

describe('model links (spec: Model pages /models/toyota-{model-slug}; Our Stock goes to the override URL if present, else the model page)', () => {
  const rav4 = { name: 'RAV4', slug: 'rav4', override_url: null }

  it('model page is /models/toyota-{model-slug}, or /models/new-toyota-{model-slug}-vehicle for the one dealer', () => {
    expect(modelPagePath(rav4)).toBe('/models/toyota-rav4')
    expect(modelPagePath(rav4, { pattern: 'new-vehicle' })).toBe('/models/new-toyota-rav4-vehicle')
  })

  it("'Our Stock' goes to the model's override URL if present, else the model page", () => {
    expect(modelStockPath({ ...rav4, override_url: '/search/toyota/rav4' })).toBe('/search/toyota/rav4')
    expect(modelStockPath(rav4)).toBe('/models/toyota-rav4')
  })

  it("Explore model button on an offer goes to /{model slug} or the model's override URL", () => {
    expect(offerExploreModelPath(rav4)).toBe('/rav4')
    expect(offerExploreModelPath({ ...rav4, override_url: 'https://example.com/rav4' })).toBe(
      'https://example.com/rav4',
    )
  })
})
