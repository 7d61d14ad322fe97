/**
 * Issue 42, groups: content in layers. A site shows its own items, its dealer group's and its brand programme's.
 * Precedence is site over dealer group over brand programme: an item may replace (override) or hide one item of a
 * lower layer, and a replaced or hidden item is not shown. A layer never replaces an item of its own or a higher layer.
 */

/** The layers, highest precedence first. */
export const CONTENT_LAYERS = ['site', 'dealer-group', 'brand-programme'] as const
export type ContentLayer = (typeof CONTENT_LAYERS)[number]

const rank = (layer: ContentLayer) => CONTENT_LAYERS.indexOf(layer)

export interface LayeredItem {
  id: number | string
  /** The lower layer's item this one replaces (its own copy) or hides. */
  overrides?: number | string | null
  /** Hides the item it overrides without showing itself. */
  hidesInherited?: boolean | null
}

export interface PlacedItem<T> {
  item: T
  layer: ContentLayer
  /** Whether this item replaces an inherited one (the admin's and the page's "overridden" mark). */
  overriding: boolean
}

/**
 * What a site shows of its layers, in precedence order (site items first, then the dealer group's, then the brand
 * programme's; each layer keeps its own order). Pure: the data layer reads the layers and passes them in.
 */
export function resolveContentLayers<T extends LayeredItem>(layers: Partial<Record<ContentLayer, readonly T[]>>): PlacedItem<T>[] {
  const placed = CONTENT_LAYERS.flatMap((layer) => (layers[layer] ?? []).map((item) => ({ item, layer })))
  const layerOf = new Map(placed.map((p) => [String(p.item.id), p.layer]))
  // An item is replaced when a higher layer's item overrides it; the highest such item wins.
  const replaced = new Set<string>()
  for (const { item, layer } of placed) {
    if (item.overrides === null || item.overrides === undefined) continue
    const target = layerOf.get(String(item.overrides))
    if (target !== undefined && rank(target) > rank(layer)) replaced.add(String(item.overrides))
  }
  return placed
    .filter(({ item }) => !replaced.has(String(item.id)) && !item.hidesInherited)
    .map(({ item, layer }) => ({
      item,
      layer,
      overriding:
        item.overrides !== null &&
        item.overrides !== undefined &&
        replaced.has(String(item.overrides)) &&
        rank(layerOf.get(String(item.overrides)) ?? layer) > rank(layer),
    }))
}
