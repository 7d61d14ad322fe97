export interface ServicePlan {
  /** Price per service in dollars. */
  amount: number
  years: number
  services: number
  /** Interval in months. */
  interval: number
  /** Kilometre limit of the plan. */
  range: number
  /** Kilometre interval between services. */
  intervalKm?: number
}

/** Spec (content) §9: default $250 for 5 services over 5 years or 75,000 km, at 12-month or 15,000 km intervals. */
export const DEFAULT_SERVICE_PLAN: ServicePlan = { amount: 250, years: 5, services: 5, interval: 12, range: 75_000, intervalKm: 15_000 }

const words = (value: string) => ` ${value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `

/** The plan of a model from plans by model name (longest name contained in the model name wins), else the default. */
export function servicePlanFor(modelName: string, plans: ReadonlyArray<{ model: string; plan: ServicePlan }>, fallback: ServicePlan = DEFAULT_SERVICE_PLAN): ServicePlan {
  const name = words(modelName)
  let best: { length: number; plan: ServicePlan } | null = null
  for (const entry of plans) {
    const key = words(entry.model)
    if (key.trim() !== '' && name.includes(key) && (!best || key.length > best.length)) best = { length: key.length, plan: entry.plan }
  }
  return best?.plan ?? fallback
}
