/** Serialisable header data: built on the server from the site's content, rendered by the client header. */
export type NavLink = { label: string; href: string; newTab: boolean }

export type NavItem = NavLink & { kind: 'link' | 'dropdown' | 'models' | 'brands'; children: NavLink[] }

/** A model in the menu; its picture is decorative (the name is next to it). */
export type MenuModel = { name: string; href: string; image: string | null }

/**
 * Each model once; tabs and categories list positions in `models`. The menu is in every page's payload, and a
 * model sits in three or four lists (All Vehicles, its tab, its mobile category): by position the menu is a third.
 */
export type ModelsMenuData = {
  models: MenuModel[]
  /** Tabs in order (All Vehicles first); each with its models in the preferred order. */
  tabs: { label: string; models: number[] }[]
  /** Categories for the mobile menu's nested lists. */
  categories: { label: string; models: number[] }[]
  links: NavLink[]
  allLabel: string
}

export type BrandsMenuData = { brands: { name: string; href: string; logo: string | null }[] }
