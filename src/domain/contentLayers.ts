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
 * programme's; each layer keeps its own order). An item and the items replacing it (following `overrides` down to an
 * item no lower layer replaces) are one slot; each slot shows its highest layer's item, or nothing when that item is a
 * hide mark. Pure: the data layer reads the layers and passes them in.
 */
export function resolveContentLayers<T extends LayeredItem>(
  layers: Partial<Record<ContentLayer, readonly T[]>>,
): PlacedItem<T>[] {
  type Placed = { item: T; layer: ContentLayer }
  const placed: Placed[] = CONTENT_LAYERS.flatMap((layer) => (layers[layer] ?? []).map((item) => ({ item, layer })))
  const byId = new Map(placed.map((p) => [String(p.item.id), p]))
  /** The lowest item this one replaces, through any chain of overrides (each step to a strictly lower layer). */
  const rootOf = (start: Placed): Placed => {
    let current = start
    for (;;) {
      const ref = current.item.overrides
      const target = ref === null || ref === undefined ? undefined : byId.get(String(ref))
      if (!target || rank(target.layer) <= rank(current.layer)) return current
      current = target
    }
  }
  const slotOf = new Map(placed.map((p) => [p, String(rootOf(p).item.id)]))
  const top = new Map<string, number>()
  for (const p of placed) {
    const slot = slotOf.get(p)!
    top.set(slot, Math.min(top.get(slot) ?? Number.POSITIVE_INFINITY, rank(p.layer)))
  }
  return placed
    .filter((p) => rank(p.layer) === top.get(slotOf.get(p)!) && !p.item.hidesInherited)
    .map((p) => ({ item: p.item, layer: p.layer, overriding: rootOf(p) !== p }))
}
