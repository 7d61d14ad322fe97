import { ALL_VEHICLES_TAB, modelCategoryTabs } from './modelMenu'
import type { Model } from './types'

/** Spec (content) §9: 10 is the threshold size for All Vehicles. */
export const ALL_VEHICLES_THRESHOLD = 10

/**
 * The tabs of the models mega-menu. A range of at least 10 models gets All Vehicles plus the category tabs (in the
 * spec's order); a smaller range is listed under All Vehicles alone.
 */
export function modelMenuTabs(models: readonly Pick<Model, 'manufacturer_body'>[]): string[] {
  return models.length >= ALL_VEHICLES_THRESHOLD ? modelCategoryTabs(models) : [ALL_VEHICLES_TAB]
}

/** The flags of the supplementary links (spec §2 "Models mega-menu"), as a site's settings hold them. */
export const MODEL_MENU_LINK_FLAGS = [
  'get-quote',
  'all-models',
  'our-stock',
  'business-fleet',
  'book-test-drive',
  'mytoyota-connect',
  'demonstrator-models',
  'toyota-connected',
] as const
export type ModelMenuLinkFlag = (typeof MODEL_MENU_LINK_FLAGS)[number]

export interface MenuLink {
  label: string
  path: string
}

export interface ModelMenuLinkOptions {
  /** Where Our Stock goes (the site's new-cars search by default). */
  stockPath?: string
}

/**
 * Spec: supplementary links, depending on flags: Get Quote or Contact Us (Get Quote when its flag is on, else
 * Contact Us), All Models, Our Stock, Business Fleet, Book a Test Drive, myToyota Connect, Demonstrator Models,
 * Toyota Connected, in that order.
 */
export function modelMenuLinks(flags: readonly string[], options: ModelMenuLinkOptions = {}): MenuLink[] {
  const on = new Set(flags)
  const links: MenuLink[] = [
    on.has('get-quote') ? { label: 'Get Quote', path: '/models/get-quote' } : { label: 'Contact Us', path: '/contact' },
  ]
  const optional: Array<[ModelMenuLinkFlag, MenuLink]> = [
    ['all-models', { label: 'All Models', path: '/models' }],
    ['our-stock', { label: 'Our Stock', path: options.stockPath ?? '/search/new-cars' }],
    ['business-fleet', { label: 'Business Fleet', path: '/fleet' }],
    ['book-test-drive', { label: 'Book a Test Drive', path: '/book-test-drive' }],
    ['mytoyota-connect', { label: 'myToyota Connect', path: '/pages/mytoyota-connect' }],
    ['demonstrator-models', { label: 'Demonstrator Models', path: '/search/demo-cars' }],
    ['toyota-connected', { label: 'Toyota Connected', path: '/pages/toyota-connected' }],
  ]
  for (const [flag, link] of optional) if (on.has(flag)) links.push(link)
  return links
}
