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
export const DEFAULT_SERVICE_PLAN: ServicePlan = {
  amount: 250,
  years: 5,
  services: 5,
  interval: 12,
  range: 75_000,
  intervalKm: 15_000,
}
