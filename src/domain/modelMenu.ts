import type { Model } from './types'

export const ALL_VEHICLES_TAB = 'All Vehicles'

/** Spec: category tabs, after All Vehicles, in this order. */
export const MODEL_CATEGORY_ORDER = [
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Discontinued',
] as const

/** Spec: scrolling is enabled when there are more than 6 items. */
export const MODEL_MENU_SCROLL_AFTER = 6

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * Spec content §1 Models mega-menu: "Models are sorted by a fixed preferred order of names: bZ4X, Prado, C-HR, …
 * The longest matching name wins; unmatched models come last, alphabetically." That list is Toyota's range, so the
 * order is content: each site's models carry an `order` (the seed gives Toyota's list), and the site's preferred
 * order of names is its ordered models' names. A Ford or Kia site orders its own range the same way.
 */
export function preferredModelOrder(models: readonly Pick<Model, 'name' | 'order'>[]): string[] {
  return models
    .filter((m) => typeof m.order === 'number' && Number.isFinite(m.order))
    .sort((a, b) => a.order! - b.order! || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((m) => m.name)
}

/** Index in the preferred order of the longest preferred name contained (as whole words) in the name; -1 when none. */
export function preferredModelRank(name: string, order: readonly string[]): number {
  const model = ` ${normalise(name)} `
  let best = -1
  let bestLength = 0
  order.forEach((preferred, index) => {
    const key = normalise(preferred)
    if (key.length > bestLength && model.includes(` ${key} `)) {
      best = index
      bestLength = key.length
    }
  })
  return best
}

/**
 * Spec: models sorted by the preferred order of names (by default the models' own: preferredModelOrder); the
 * longest matching name wins (so 'GR Yaris' is a GR Yaris, not a Yaris); unmatched models come last,
 * alphabetically. Models matching the same name sort alphabetically. Items named after a model (service plans)
 * sort by the site's models: `sortModels(plans, preferredModelOrder(siteModels))`.
 */
export function sortModels<T extends Pick<Model, 'name' | 'order'>>(
  models: readonly T[],
  order: readonly string[] = preferredModelOrder(models),
): T[] {
  const ranked = models.map((model) => ({ model, rank: preferredModelRank(model.name, order) }))
  return ranked
    .sort((a, b) => {
      const ra = a.rank === -1 ? Number.POSITIVE_INFINITY : a.rank
      const rb = b.rank === -1 ? Number.POSITIVE_INFINITY : b.rank
      return ra !== rb ? ra - rb : a.model.name.localeCompare(b.model.name, 'en', { sensitivity: 'base' })
    })
    .map(({ model }) => model)
}

const categoryKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The spec's label for a manufacturer_body value ('suvs-4wds' → 'SUVs & 4WDs'), or the value itself when not listed. */
export function modelCategory(manufacturerBody: string): string {
  const key = categoryKey(manufacturerBody.replace(/&/g, 'and'))
  const match = MODEL_CATEGORY_ORDER.find((label) => {
    const labelKey = categoryKey(label)
    return labelKey === key || categoryKey(label.replace(/&/g, 'and')) === key
  })
  return match ?? manufacturerBody.trim()
}

/**
 * Spec: category tabs are All Vehicles plus the categories derived from each model's manufacturer_body, in the
 * order Hatch & sedans, SUVs & 4WDs, Utes & Vans, GR & performance, Electrified, Discontinued; categories not in
 * that list come after, alphabetically.
 */
export function modelCategoryTabs(models: readonly Pick<Model, 'manufacturer_body'>[]): string[] {
  const present = new Set<string>()
  for (const model of models) {
    if (model.manufacturer_body?.trim()) present.add(modelCategory(model.manufacturer_body))
  }
  const known: string[] = MODEL_CATEGORY_ORDER.filter((label) => present.has(label))
  const others = [...present].filter((label) => !known.includes(label)).sort((a, b) => a.localeCompare(b))
  return [ALL_VEHICLES_TAB, ...known, ...others]
}

/** The models of a tab (All Vehicles: every model), in preferred order. */
export function modelsInTab<T extends Pick<Model, 'name' | 'order' | 'manufacturer_body'>>(
  models: readonly T[],
  tab: string,
): T[] {
  const inTab =
    tab === ALL_VEHICLES_TAB
      ? models
      : models.filter((m) => m.manufacturer_body && modelCategory(m.manufacturer_body) === tab)
  return sortModels(inTab, preferredModelOrder(models))
}

/** Spec: scrolling is enabled when there are more than 6 items. */
export function modelMenuScrolls(itemCount: number): boolean {
  return itemCount > MODEL_MENU_SCROLL_AFTER
}

export interface ModelPathOptions {
  /** Manufacturer slug of the model pages (default 'toyota'). */
  manufacturerSlug?: string
  /** 'new-vehicle' gives /models/new-{manufacturer}-{model}-vehicle (one dealer's pattern). */
  pattern?: 'default' | 'new-vehicle'
}

/** Model page: /models/toyota-{model-slug}, or /models/new-toyota-{model-slug}-vehicle for the one dealer that uses it. */
export function modelPagePath(model: Pick<Model, 'slug' | 'name'>, options: ModelPathOptions = {}): string {
  const { manufacturerSlug = 'toyota', pattern = 'default' } = options
  const slug = model.slug || normalise(model.name).replace(/ /g, '-')
  return pattern === 'new-vehicle'
    ? `/models/new-${manufacturerSlug}-${slug}-vehicle`
    : `/models/${manufacturerSlug}-${slug}`
}

/** 'Our Stock' goes to the model's override URL if present, else the model page. */
export function modelStockPath(
  model: Pick<Model, 'slug' | 'name' | 'override_url'>,
  options: ModelPathOptions = {},
): string {
  return model.override_url?.trim() || modelPagePath(model, options)
}

/** The Explore model button on an offer goes to /{model slug} or the model's override URL. */
export function offerExploreModelPath(model: Pick<Model, 'slug' | 'name' | 'override_url'>): string {
  return model.override_url?.trim() || `/${model.slug || normalise(model.name).replace(/ /g, '-')}`
}
