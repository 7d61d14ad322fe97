/** Serialisable header data: built on the server from the site's content, rendered by the client header. */
export type NavLink = { label: string; href: string; newTab: boolean }

export type NavItem = NavLink & { kind: 'link' | 'dropdown' | 'models' | 'brands'; children: NavLink[] }

export type MenuModel = { name: string; href: string; image: { src: string; alt: string } | null }

export type ModelsMenuData = {
  /** Tabs in order (All Vehicles first); each with its models in the preferred order. */
  tabs: { label: string; models: MenuModel[] }[]
  /** Categories for the mobile menu's nested lists. */
  categories: { label: string; models: MenuModel[] }[]
  links: NavLink[]
  /** Scrolling is enabled when a tab has more than this many items. */
  scrollAfter: number
  allLabel: string
}

export type BrandsMenuData = { brands: { name: string; href: string; logo: string | null }[] }
