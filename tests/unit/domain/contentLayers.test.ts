import { describe, expect, it } from 'vitest'
import { resolveContentLayers } from '@/domain/contentLayers'

const shown = (result: ReturnType<typeof resolveContentLayers>) => result.map((p) => [p.layer, p.item.id, p.overriding])

describe('Order of precedence: site over dealer group over brand programme (issue 42.2)', () => {
  it('a site in no group shows its own items, unchanged and in order', () => {
    const own = [{ id: 3 }, { id: 1 }, { id: 2 }]
    expect(resolveContentLayers({ site: own }).map((p) => p.item)).toEqual(own)
  })

  it("a member site shows its own items, then its dealer group's, then its brand programme's", () => {
    const result = resolveContentLayers({
      'brand-programme': [{ id: 30 }],
      site: [{ id: 1 }],
      'dealer-group': [{ id: 20 }],
    })
    expect(shown(result)).toEqual([
      ['site', 1, false],
      ['dealer-group', 20, false],
      ['brand-programme', 30, false],
    ])
  })

  it("a site's override replaces the group item with the site's copy", () => {
    const result = resolveContentLayers({ site: [{ id: 1, overrides: 20 }], 'dealer-group': [{ id: 20 }, { id: 21 }] })
    expect(shown(result)).toEqual([
      ['site', 1, true],
      ['dealer-group', 21, false],
    ])
  })

  it('a site hides an inherited item: neither the group item nor the hide mark is shown', () => {
    const result = resolveContentLayers({
      site: [{ id: 1, overrides: 30, hidesInherited: true }],
      'brand-programme': [{ id: 30 }, { id: 31 }],
    })
    expect(shown(result)).toEqual([['brand-programme', 31, false]])
  })

  it("a dealer group's item overrides its brand programme's item", () => {
    const result = resolveContentLayers({
      'dealer-group': [{ id: 20, overrides: 30 }],
      'brand-programme': [{ id: 30 }],
    })
    expect(shown(result)).toEqual([['dealer-group', 20, true]])
  })

  it('the site wins over the dealer group when both replace the same brand programme item', () => {
    const result = resolveContentLayers({
      site: [{ id: 1, overrides: 30 }],
      'dealer-group': [{ id: 20, overrides: 30 }],
      'brand-programme': [{ id: 30 }],
    })
    expect(shown(result)).toEqual([['site', 1, true]])
  })

  it("a site's copy of the dealer group's copy of a brand item is the one shown", () => {
    const result = resolveContentLayers({
      site: [{ id: 1, overrides: 20 }],
      'dealer-group': [{ id: 20, overrides: 30 }],
      'brand-programme': [{ id: 30 }],
    })
    expect(shown(result)).toEqual([['site', 1, true]])
  })

  it('a site hiding a brand item also hides the dealer group copy of it', () => {
    const result = resolveContentLayers({
      site: [{ id: 1, overrides: 30, hidesInherited: true }],
      'dealer-group': [{ id: 20, overrides: 30 }],
      'brand-programme': [{ id: 30 }],
    })
    expect(shown(result)).toEqual([])
  })

  it('a lower layer never replaces a higher one, nor an item of its own layer', () => {
    const result = resolveContentLayers({
      site: [{ id: 1 }, { id: 2, overrides: 1 }],
      'brand-programme': [
        { id: 30, overrides: 1 },
        { id: 31, overrides: 20 },
      ],
      'dealer-group': [{ id: 20 }],
    })
    expect(shown(result)).toEqual([
      ['site', 1, false],
      ['site', 2, false],
      ['dealer-group', 20, false],
      ['brand-programme', 30, false],
      ['brand-programme', 31, false],
    ])
  })

  it('an override of an item the site no longer inherits (it left the group) is shown as its own item', () => {
    expect(shown(resolveContentLayers({ site: [{ id: 1, overrides: 99 }] }))).toEqual([['site', 1, false]])
  })
})
