import { type ModelBodyType, modelBodyTypesPresent, modelsForBody } from '@/domain/modelBodies'
import { sortModels } from '@/domain/modelMenu'
import type { Model, ModelsGridBlock } from '@/payload-types'

// What the block shows, picked from the records ./loader.ts read. Pure: unit-tested without a database.

/** A Models grid: the current (not discontinued) models of the block's body type in menu order, and the body types. */
export function modelsGridModels(
  block: ModelsGridBlock,
  models: Model[],
): { models: Model[]; bodies: ModelBodyType[] } {
  const current = models.filter((m) => m.status !== 'discontinued')
  return { models: sortModels(modelsForBody(current, block.body)), bodies: modelBodyTypesPresent(current) }
}
