import { describe, expect, it } from 'vitest'
import {
  modelCategory,
  modelCategoryTabs,
  modelMenuScrolls,
  modelPagePath,
  modelsInTab,
  modelStockPath,
  offerExploreModelPath,
  PREFERRED_MODEL_ORDER,
  preferredModelRank,
  sortModels,
} from '@/domain/modelMenu'

const names = (models: { name: string }[]) => models.map((m) => m.name)

describe('sortModels (spec: models are sorted by a fixed preferred order of names)', () => {
  it('bZ4X, Prado, C-HR, Yaris, Corolla Hatch, Camry, ... GR Supra order is kept', () => {
    const shuffled = [...PREFERRED_MODEL_ORDER].reverse().map((name) => ({ name }))
    expect(names(sortModels(shuffled))).toEqual([...PREFERRED_MODEL_ORDER])
  })

  it('The longest matching name wins', () => {
    expect(PREFERRED_MODEL_ORDER[preferredModelRank('GR Yaris')]).toBe('GR Yaris')
    expect(PREFERRED_MODEL_ORDER[preferredModelRank('Yaris Cross Hybrid')]).toBe('Yaris Cross')
    expect(PREFERRED_MODEL_ORDER[preferredModelRank('LandCruiser Prado')]).toBe('Prado')
    expect(PREFERRED_MODEL_ORDER[preferredModelRank('LandCruiser 70 Series')]).toBe('LandCruiser 70')
    expect(names(sortModels([{ name: 'GR Yaris' }, { name: 'Yaris' }, { name: 'Yaris Cross' }]))).toEqual([
      'Yaris',
      'Yaris Cross',
      'GR Yaris',
    ])
  })

  it('matches whole words only (HiLux does not match inside another word)', () => {
    expect(preferredModelRank('Hiluxury')).toBe(-1)
    expect(PREFERRED_MODEL_ORDER[preferredModelRank('c-hr')]).toBe('C-HR')
  })

  it('unmatched models come last, alphabetically', () => {
    expect(
      names(
        sortModels([
          { name: 'Supra Classic' },
          { name: 'Mirai' },
          { name: 'Camry' },
          { name: 'avalon' },
          { name: 'bZ4X' },
        ]),
      ),
    ).toEqual(['bZ4X', 'Camry', 'avalon', 'Mirai', 'Supra Classic'])
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
    { name: 'RAV4', manufacturer_body: 'SUVs & 4WDs' },
    { name: 'Prado', manufacturer_body: 'SUVs & 4WDs' },
    { name: 'Camry', manufacturer_body: 'Hatch & sedans' },
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
