import type { CSSProperties } from 'react'
import type { Site } from '../../payload-types'

const FONTS = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif",
} as const

/** The site's theme as CSS custom properties: one code base, many brands. */
export function themeStyle(site: Site): CSSProperties {
  return {
    '--brand': site.theme?.primaryColor ?? '#0b3d91',
    '--accent': site.theme?.accentColor ?? '#e4002b',
    '--font': FONTS[site.theme?.font ?? 'system'],
    fontFamily: 'var(--font)',
  } as CSSProperties
}
