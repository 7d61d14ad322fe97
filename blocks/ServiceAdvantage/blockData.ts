import { preferredModelOrder, sortModels } from '@/domain/modelMenu'
import type { Model, ServicePlan } from '@/payload-types'

// What the block shows, picked from the records ./loader.ts read. Pure: unit-tested without a database.

/** Service plans in the site's own models menu order (content), matched by model name. */
export function servicePlansInMenuOrder(plans: ServicePlan[], models: Model[]): ServicePlan[] {
  return sortModels(
    plans.map((plan) => ({ ...plan, name: plan.modelName })),
    preferredModelOrder(models),
  )
}
