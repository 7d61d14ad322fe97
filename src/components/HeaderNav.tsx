'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { modelMenuScrolls } from '@/domain/modelMenu'
import { BREAKPOINTS } from '@/domain/searchLimits'
import { EARLY_CLICK_CAPTURE_SCRIPT, EARLY_CLICKS_ATTRIBUTE, EARLY_READY_ATTRIBUTE } from './earlyClicks/captureScript'
import { EarlyClickReplay } from './earlyClicks/EarlyClickReplay'
import { Img } from './Img'
import type { BrandsMenuData, ModelsMenuData, NavItem, NavLink } from './navTypes'
import styles from './SiteHeader.module.css'

type Props = {
  homeHref: string
  brand: ReactNode
  items: NavItem[]
  modelsMenu: ModelsMenuData | null
  brandsMenu: BrandsMenuData | null
  hoverDropdowns: boolean
  phone: { label: string; href: string } | null
  search: { action: string; label: string; placeholder: string } | null
}

const linkProps = (link: NavLink) => (link.newTab ? { target: '_blank', rel: 'noopener' } : {})

/**
 * The header's interactive part. Dropdowns open on click, or also on hover where the site says so; a chosen link
 * closes them; while one is open the header carries data-dropdown-open. Below 992 px the menu is a nested list.
 */
export function HeaderNav({ homeHref, brand, items, modelsMenu, brandsMenu, hoverDropdowns, phone, search }: Props) {
  const [open, setOpenIndex] = useState<number | null>(null)
  // Mega menus (models, brands) render their content when first opened: their hundred-odd hidden elements would
  // otherwise be in every page's HTML and be hydrated before the page responds. Their links are in sitemap.xml.
  const [opened, setOpened] = useState<readonly number[]>([])
  const setOpen = (index: number | null) => {
    setOpenIndex(index)
    if (index !== null) setOpened((seen) => (seen.includes(index) ? seen : [...seen, index]))
  }
  const [mobileOpen, setMobileOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const menuRef = useRef<HTMLDetailsElement>(null)
  const canHover = useRef(false)
  const [hydrated, setHydrated] = useState(false)

  useEffect(() => {
    // The page is interactive once every early-clicks region is hydrated: parts hydrated later (HydrateLater) too.
    const pending = () =>
      document.querySelector(`[${EARLY_CLICKS_ATTRIBUTE}]:not([${EARLY_READY_ATTRIBUTE}]):not(header)`) !== null
    let regions: MutationObserver | null = null
    if (pending()) {
      regions = new MutationObserver(() => {
        if (pending()) return
        regions?.disconnect()
        setHydrated(true)
      })
      regions.observe(document.body, { subtree: true, attributeFilter: [EARLY_READY_ATTRIBUTE] })
    } else setHydrated(true)
    // The menu opens as plain HTML (<details>) on a tap before hydration: take over the state it was left in.
    if (menuRef.current?.open) setMobileOpen(true)
    canHover.current = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px) and (hover: hover)`).matches
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null)
    }
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      regions?.disconnect()
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  const close = () => {
    setOpen(null)
    setMobileOpen(false)
  }
  const hover = (index: number | null) => () => {
    if (hoverDropdowns && canHover.current) setOpen(index)
  }

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-dropdown-open={open !== null ? 'true' : undefined}
      data-hydrated={hydrated ? 'true' : undefined}
      // A dropdown tapped before hydration shows pressed at once and opens once hydrated (earlyClicks).
      data-early-clicks=""
    >
      <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_CAPTURE_SCRIPT }} />
      <div className={`container ${styles.bar}`}>
        <a className={styles.brand} href={homeHref}>
          {brand}
        </a>
        {/* A tap before hydration opens the menu natively (<details>, the nav and search follow it in CSS);
            once hydrated React owns the state and keeps the open attribute in step. */}
        <details ref={menuRef} className={styles.menuToggle} open={mobileOpen}>
          <summary
            role="button"
            className={styles.menuButton}
            aria-expanded={mobileOpen}
            aria-controls="site-menu"
            onClick={(event) => {
              event.preventDefault()
              setMobileOpen(!mobileOpen)
            }}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.menuLabel}>Menu</span>
            <span className={styles.closeLabel}>Close</span>
          </summary>
        </details>
        <nav id="site-menu" aria-label="Main" className={`${styles.nav} ${mobileOpen ? styles.navOpen : ''}`}>
          <ul className={styles.menu}>
            {items.map((item, index) => {
              const hasPanel =
                item.kind === 'models'
                  ? Boolean(modelsMenu)
                  : item.kind === 'brands'
                    ? Boolean(brandsMenu)
                    : item.children.length > 0
              if (!hasPanel) {
                return (
                  <li key={`${item.label}-${index}`} className={styles.item}>
                    <a className={styles.top} href={item.href} onClick={close} {...linkProps(item)}>
                      {item.label}
                    </a>
                  </li>
                )
              }
              const isOpen = open === index
              const panelId = `menu-panel-${index}`
              return (
                <li
                  key={`${item.label}-${index}`}
                  className={`${styles.item} ${item.kind === 'models' || item.kind === 'brands' ? styles.mega : ''}`}
                  onMouseEnter={hover(index)}
                  onMouseLeave={hover(null)}
                >
                  <button
                    type="button"
                    className={styles.top}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    // Where hovering already opened it, a click must not close it again (the pointer is on it).
                    onClick={() => setOpen(isOpen && !(hoverDropdowns && canHover.current) ? null : index)}
                  >
                    {item.label}
                    <span className={styles.caret} aria-hidden="true" />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!isOpen}>
                    {item.kind === 'models' && modelsMenu ? (
                      opened.includes(index) ? (
                        <ModelsMegaMenu menu={modelsMenu} onChoose={close} allHref={item.href} />
                      ) : null
                    ) : item.kind === 'brands' && brandsMenu ? (
                      opened.includes(index) ? (
                        <BrandsMegaMenu menu={brandsMenu} onChoose={close} />
                      ) : null
                    ) : (
                      <ul className={styles.submenu}>
                        {item.children.map((child) => (
                          <li key={child.label}>
                            <a href={child.href} onClick={close} {...linkProps(child)}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        </nav>
        {search ? (
          <form
            className={`${styles.search} ${mobileOpen ? styles.searchOpen : ''}`}
            role="search"
            action={search.action}
            method="get"
          >
            <label className="visually-hidden" htmlFor="header-search">
              {search.label}
            </label>
            <input id="header-search" name="query" type="search" placeholder={search.placeholder} autoComplete="off" />
            <button type="submit">{search.label}</button>
          </form>
        ) : null}
        {phone ? (
          // Below 400 px only the icon shows: the link still needs a name (axe: link-name).
          <a className={styles.phone} href={phone.href} aria-label={`Call ${phone.label}`}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span>{phone.label}</span>
          </a>
        ) : null}
      </div>
      <EarlyClickReplay />
    </header>
  )
}

/** The menu's models at the given positions (tabs and categories list positions, not models). */
const modelsAt = (menu: ModelsMenuData, positions: readonly number[]) =>
  positions.flatMap((position) => menu.models[position] ?? [])

function ModelsMegaMenu({ menu, onChoose, allHref }: { menu: ModelsMenuData; onChoose: () => void; allHref: string }) {
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLDivElement>(null)
  const tab = menu.tabs[active] ?? menu.tabs[0]
  const choose = (index: number) => {
    setActive(index)
    // The active tab resets scroll to top on change.
    if (listRef.current) listRef.current.scrollTop = 0
  }
  const scrolls = modelMenuScrolls(tab?.models.length ?? 0)
  return (
    <div className={styles.models}>
      <div className={styles.modelsDesktop}>
        <div role="tablist" aria-label="Vehicle categories" aria-orientation="vertical" className={styles.tabs}>
          {menu.tabs.map((t, index) => (
            <button
              key={t.label}
              type="button"
              role="tab"
              id={`models-tab-${index}`}
              aria-selected={index === active}
              aria-controls="models-tabpanel"
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(index)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault()
                  const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + menu.tabs.length) % menu.tabs.length
                  choose(next)
                  document.getElementById(`models-tab-${next}`)?.focus()
                }
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          ref={listRef}
          id="models-tabpanel"
          role="tabpanel"
          aria-labelledby={`models-tab-${active}`}
          className={`${styles.modelGrid} ${scrolls ? styles.scrolls : ''}`}
          data-scrolls={scrolls ? 'true' : undefined}
        >
          {modelsAt(menu, tab?.models ?? []).map((model) => (
            <a key={model.name} className={styles.modelCard} href={model.href} onClick={onChoose}>
              {model.image ? (
                <Img src={model.image} alt="" width={280} height={171} loading="lazy" />
              ) : (
                <span className={styles.noImage} aria-hidden="true" />
              )}
              <span>{model.name}</span>
            </a>
          ))}
        </div>
        <ul className={styles.modelLinks}>
          {menu.links.map((link) => (
            <li key={link.label}>
              <a href={link.href} onClick={onChoose} {...linkProps(link)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.modelsMobile}>
        <a className={styles.mobileAll} href={allHref} onClick={onChoose}>
          {menu.allLabel}
        </a>
        {menu.categories.map((category) => (
          <section key={category.label} aria-label={category.label}>
            <h3 className={styles.mobileHeading}>{category.label}</h3>
            <ul className={styles.submenu}>
              {modelsAt(menu, category.models).map((model) => (
                <li key={model.name}>
                  <a href={model.href} onClick={onChoose}>
                    {model.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ul className={styles.submenu}>
          {menu.links.map((link) => (
            <li key={link.label}>
              <a href={link.href} onClick={onChoose} {...linkProps(link)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function BrandsMegaMenu({ menu, onChoose }: { menu: BrandsMenuData; onChoose: () => void }) {
  return (
    <ul className={styles.brands}>
      {menu.brands.map((brand) => (
        <li key={brand.name}>
          <a href={brand.href} onClick={onChoose}>
            {brand.logo ? (
              <Img src={brand.logo} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className={styles.brandInitial} aria-hidden="true">
                {brand.name.slice(0, 1)}
              </span>
            )}
            <span>{brand.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
