import type { CSSProperties } from 'react'
import type { Site } from '@/payload-types'

/** One text font stack on every site: body, buttons, forms and tables read the same everywhere (globals.css). */
const TEXT_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * The theme's font is the brand's heading face only. A whole site in a serif fallback (Georgia is missing on many
 * Linux and Android phones, so the text fell back to whatever serif was there) read as broken.
 */
const HEADING_FONTS = {
  system: TEXT_FONT,
  serif: "Georgia, Cambria, 'Times New Roman', 'DejaVu Serif', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif",
} as const

/** The site's theme as CSS custom properties: one code base, many brands. */
export function themeStyle(site: Site): CSSProperties {
  return {
    '--brand': site.theme?.primaryColor ?? '#0b3d91',
    '--accent': site.theme?.accentColor ?? '#e4002b',
    '--font': TEXT_FONT,
    '--heading-font': HEADING_FONTS[site.theme?.font ?? 'system'],
    fontFamily: 'var(--font)',
  } as CSSProperties
}
