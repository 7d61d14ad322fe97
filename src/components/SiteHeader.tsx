import type { Navigation } from '../../payload-types'
import { navHref, type SiteContext } from '@/lib/siteRequest'
import styles from './SiteHeader.module.css'

type Props = { ctx: SiteContext; navigation: Navigation | null; phone?: string | null }

/** Header from the site's navigation content. Dropdowns open on hover where the site says so, else on click. */
export function SiteHeader({ ctx, navigation, phone }: Props) {
  const { site } = ctx
  const hover = Boolean(site.header?.hoverDropdowns)
  const items = navigation?.header ?? []
  const logo = typeof site.theme?.logo === 'object' ? site.theme.logo : null
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <a className={styles.brand} href={navHref(ctx, { url: '/' })}>
          {logo?.url ? <img src={logo.url} alt={site.name} width={140} height={40} /> : <span>{site.name}</span>}
        </a>
        <details className={styles.mobileToggle}>
          <summary aria-label="Menu">
            <span aria-hidden="true">☰</span> Menu
          </summary>
        </details>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            {items.map((item) =>
              item.children && item.children.length > 0 ? (
                <li key={item.id ?? item.label} className={`${styles.item} ${hover ? styles.hover : ''}`}>
                  {hover ? (
                    <>
                      <a className={styles.parent} href={navHref(ctx, item)} aria-haspopup="true">
                        {item.label}
                      </a>
                      <Submenu ctx={ctx} links={item.children} />
                    </>
                  ) : (
                    <details className={styles.dropdown}>
                      <summary>{item.label}</summary>
                      <Submenu ctx={ctx} links={item.children} />
                    </details>
                  )}
                </li>
              ) : (
                <li key={item.id ?? item.label} className={styles.item}>
                  <a href={navHref(ctx, item)} target={item.newTab ? '_blank' : undefined} rel={item.newTab ? 'noopener' : undefined}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        {site.header?.phones !== false && phone ? (
          <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        ) : null}
      </div>
    </header>
  )
}

type Link = { id?: string | null; label: string; url?: string | null; externalPath?: string | null; newTab?: boolean | null }

function Submenu({ ctx, links }: { ctx: SiteContext; links: Link[] }) {
  return (
    <ul className={styles.submenu}>
      {links.map((child) => (
        <li key={child.id ?? child.label}>
          <a href={navHref(ctx, child)} target={child.newTab ? '_blank' : undefined} rel={child.newTab ? 'noopener' : undefined}>
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
