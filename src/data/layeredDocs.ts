import { type ContentLayer, resolveContentLayers } from '@/domain/contentLayers'
import type { PlaceholderValues } from '@/domain/groupPlaceholders'
import type { SiteLayers } from './groupContent'
import { relationId } from '@/domain/relationId'

type Ref = number | { id: number } | null | undefined
type LayeredDoc = { id: number; overrides?: Ref; hidesInherited?: boolean | null }

const idOf = (ref: Ref) => relationId(ref) ?? null

/**
 * The site's own documents and its groups' (one list per group, in `layers.groups`' order), resolved by the
 * precedence rule (src/domain/contentLayers.ts); inherited documents get the site's details filled in.
 */
export function layeredDocs<D extends LayeredDoc>(
  own: readonly D[],
  layers: SiteLayers,
  inherited: readonly (readonly D[])[],
  fill: (doc: D, values: PlaceholderValues) => D,
): D[] {
  const byLayer: Partial<
    Record<ContentLayer, { id: number; overrides: number | null; hidesInherited: boolean; doc: D }[]>
  > = {}
  const shape = (doc: D) => ({
    id: doc.id,
    overrides: idOf(doc.overrides),
    hidesInherited: doc.hidesInherited === true,
    doc,
  })
  byLayer.site = own.map(shape)
  layers.groups.forEach((group, i) => {
    byLayer[group.layer] = [...(byLayer[group.layer] ?? []), ...(inherited[i] ?? []).map(shape)]
  })
  return resolveContentLayers(byLayer).map(({ item, layer }) =>
    layer === 'site' ? item.doc : fill(item.doc, layers.placeholders),
  )
}
