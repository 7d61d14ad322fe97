import { departmentPhones } from '@/domain/locations'
import { ALL_VEHICLES_TAB, modelCategoryTabs, modelPagePath, modelsInTab } from '@/domain/modelMenu'
import { modelMenuLinks, modelMenuTabs } from '@/domain/modelMenuLinks'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { slugify } from '@/domain/slugify'
import { stockMenu, stockMenuScope, type StockFacetCounts } from '@/domain/stockMenu'
import type { CarType } from '@/domain/types'
import type { Dealership, Manufacturer, Model, Navigation } from '@/payload-types'
import type { SiteLocation } from '@/data/shapes/location'
import { navHref, siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { HeaderNav } from './HeaderNav'
import { Img } from './Img'
import type { BrandsMenuData, MenuModel, ModelsMenuData, NavItem } from './navTypes'

type Props = {
  ctx: SiteContext
  navigation: Navigation | null
  models: Model[]
  locations: SiteLocation[]
  dealerships: Dealership[]
  /**
   * The site's stock by car type and make, for the stock dropdown, counted within the stock item's car types
   * (stockMenuItemScope); null when unknown (fixed links then).
   */
  stockCounts?: StockFacetCounts | null
}

const manufacturerOf = (value: number | Manufacturer | null | undefined) =>
  typeof value === 'object' && value ? value : null

/** The model page path for the site's pattern (content spec §2: /models/toyota-{slug}, or /models/new-toyota-{slug}-vehicle). */
export function modelHref(ctx: SiteContext, model: Model): string {
  const manufacturerSlug =
    manufacturerOf(model.manufacturer)?.slug ?? manufacturerOf(ctx.site.manufacturer)?.slug ?? 'toyota'
  const slug = model.slug.startsWith(`${manufacturerSlug}-`)
    ? model.slug.slice(manufacturerSlug.length + 1)
    : model.slug
  return siteHref(
    ctx.basePath,
    modelPagePath(
      { slug, name: model.name },
      { manufacturerSlug, pattern: ctx.site.content?.modelPagePattern ?? 'default' },
    ),
  )
}

export function modelImage(model: Model): { src: string; alt: string } | null {
  const media = typeof model.image === 'object' && model.image ? model.image : null
  const src = media?.sizes?.model?.url ?? media?.url ?? model.imageUrl
  return src ? { src, alt: media?.alt ?? model.name } : null
}

function modelsMenu(ctx: SiteContext, models: Model[]): ModelsMenuData | null {
  if (models.length === 0) return null
  const t = siteText(ctx.site)
  const shaped = models.map((model) => ({
    model,
    name: model.name,
    order: model.order,
    manufacturer_body: model.manufacturerBody,
  }))
  const all = modelsInTab(shaped, ALL_VEHICLES_TAB)
  const menuModels: MenuModel[] = all.map((entry) => ({
    name: entry.name,
    href: modelHref(ctx, entry.model),
    image: modelImage(entry.model)?.src ?? null,
  }))
  const positions = (label: string) => modelsInTab(shaped, label).map((entry) => all.indexOf(entry))
  const tabs = modelMenuTabs(shaped).map((label) => ({ label: t(label), models: positions(label) }))
  const categories = modelCategoryTabs(shaped)
    .filter((label) => label !== ALL_VEHICLES_TAB)
    .map((label) => ({ label: t(label), models: positions(label) }))
  return {
    models: menuModels,
    tabs,
    categories:
      categories.length > 0 ? categories : [{ label: t(ALL_VEHICLES_TAB), models: positions(ALL_VEHICLES_TAB) }],
    links: modelMenuLinks(ctx.site.content?.modelMenuLinks ?? [], {
      stockPath: ctx.site.content?.stockPath ?? undefined,
    }).map((link) => ({
      label: t(link.label),
      href: siteHref(ctx.basePath, link.path),
      newTab: false,
    })),
    allLabel: t(ALL_VEHICLES_TAB),
  }
}

function brandsMenu(ctx: SiteContext, locations: SiteLocation[], dealerships: Dealership[]): BrandsMenuData | null {
  const byName = new Map<string, Manufacturer>()
  for (const m of [...dealerships.map((d) => d.manufacturer), ...locations.flatMap((l) => l.manufacturer_records)]) {
    const doc = manufacturerOf(m)
    if (doc) byName.set(doc.name, doc)
  }
  if (byName.size === 0) return null
  return {
    brands: [...byName.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => ({
        name: m.name,
        href: siteHref(ctx.basePath, `/search/${slugify(m.name)}`),
        logo: (typeof m.logo === 'object' && m.logo ? m.logo.url : null) ?? m.logoUrl ?? null,
      })),
  }
}

/** Header from the site's navigation content (content spec §2), with the models and brands mega-menus. */
/**
 * The header's stock dropdown item (the first stock menu without its own links) and the car types its link covers
 * (stockMenuScope): the layout counts the stock within them, the header labels and links them.
 */
export function stockMenuItemScope(navigation: Pick<Navigation, 'header'> | null | undefined): {
  shown: boolean
  scope: CarType[] | null
} {
  const item = (navigation?.header ?? []).find((i) => i.menu === 'stock' && !i.children?.length)
  return { shown: Boolean(item), scope: item ? stockMenuScope(item.url) : null }
}

/**
 * Content spec §2 "Pre-owned Vehicles: a dynamic stock dropdown": the site's car types and its biggest makes with
 * their counts; the fixed links only when the counts are unknown (search service down). Scoped to the item's car
 * types (issue 39.10: "Pre-owned Vehicles" counts used cars, not new ones); the counts must be of that scope.
 */
export function stockDropdown(
  ctx: SiteContext,
  counts: StockFacetCounts | null | undefined,
  scope: readonly CarType[] | null = null,
) {
  const t = siteText(ctx.site)
  const link = (label: string, path: string, count?: number) => ({
    label: count === undefined ? t(label) : `${t(label)} (${count})`,
    href: siteHref(ctx.basePath, path),
    newTab: false,
  })
  const menu = counts ? stockMenu(counts, undefined, scope) : null
  if (!menu || menu.total === 0)
    return [
      ...(!scope || scope.includes('new') ? [link('New Cars', '/search/new-cars')] : []),
      ...(!scope || scope.includes('demo') ? [link('Demo Cars', '/search/demo-cars')] : []),
      ...(!scope || scope.includes('used') ? [link('Used Cars', '/search/used-cars')] : []),
      ...(!scope ? [link('All Stock', '/search/new-used-and-demo-cars')] : []),
    ]
  return [
    ...menu.types.map((l) => link(l.label, l.path, l.count)),
    ...(menu.all ? [link(menu.all.label, menu.all.path, menu.all.count)] : []),
    ...menu.makes.map((l) => link(l.label, l.path, l.count)),
  ]
}

export function SiteHeader({ ctx, navigation, models, locations, dealerships, stockCounts }: Props) {
  const { site } = ctx
  const t = siteText(site)
  const locale = siteLocale(site)
  const logo = typeof site.theme?.logo === 'object' ? site.theme.logo : null
  const stockChildren = stockDropdown(ctx, stockCounts, stockMenuItemScope(navigation).scope)
  const items: NavItem[] = (navigation?.header ?? []).map((item) => {
    const children = (item.children ?? []).map((child) => ({
      label: t(child.label),
      href: navHref(ctx, child),
      newTab: Boolean(child.newTab),
    }))
    const kind =
      item.menu === 'models'
        ? 'models'
        : item.menu === 'brands'
          ? 'brands'
          : item.menu === 'stock' || children.length > 0
            ? 'dropdown'
            : 'link'
    return {
      label: t(item.label),
      href: navHref(ctx, item),
      newTab: Boolean(item.newTab),
      kind,
      children: item.menu === 'stock' && children.length === 0 ? stockChildren : children,
    }
  })
  const sales = departmentPhones(locations).sales
  return (
    <HeaderNav
      homeHref={siteHref(ctx.basePath, '/')}
      brand={
        logo?.url ? (
          // 40 px high (SiteHeader.module.css) at the logo's own proportions.
          <Img
            src={logo.url}
            alt={site.name}
            width={logo.width && logo.height ? Math.round((40 * logo.width) / logo.height) : 160}
            height={40}
          />
        ) : (
          <span>{site.name}</span>
        )
      }
      items={items}
      modelsMenu={items.some((i) => i.kind === 'models') ? modelsMenu(ctx, models) : null}
      brandsMenu={items.some((i) => i.kind === 'brands') ? brandsMenu(ctx, locations, dealerships) : null}
      hoverDropdowns={Boolean(site.header?.hoverDropdowns)}
      phone={
        site.header?.phones !== false && sales
          ? { label: sales, href: telHref(sales, phoneCountryForLocale(locale)) }
          : null
      }
      search={
        site.header?.searchBar !== false
          ? {
              action: siteHref(ctx.basePath, '/search'),
              label: t('Search'),
              placeholder: t('Search make, model or keyword'),
            }
          : null
      }
    />
  )
}
