import type { Media, Site } from '@/payload-types'

export type ImageSection = 'offers' | 'finance' | 'contact' | 'fleet' | 'parts' | 'blog'

/**
 * Content spec §3 "Default images per section (offers, finance, contact, fleet, parts, blog) are configured": the
 * site's image for a section (site.content.defaultImages, populated with the site), or null.
 */
export function sectionDefaultImage(site: Pick<Site, 'content'>, section: ImageSection): Media | null {
  const image = site.content?.defaultImages?.[section]
  return typeof image === 'object' && image ? image : null
}

/** The section a content page's slug belongs to for its header image: the fleet and the parts pages. */
export function pageImageSection(slug: string): ImageSection | null {
  const words = slug.toLowerCase().split('-')
  if (words.includes('fleet')) return 'fleet'
  if (words.includes('parts')) return 'parts'
  return null
}

type Block = { blockType: string; image?: unknown }

/**
 * A fleet or parts page's header image: a first hero block without an image of its own takes the section default;
 * a page that opens with something else shows the default above its blocks (`header`); a hero with its own image
 * keeps it.
 */
export function withSectionImage<B extends Block>(
  blocks: B[],
  image: Media | null,
): { blocks: B[]; header: Media | null } {
  const [first, ...rest] = blocks
  if (!image) return { blocks, header: null }
  if (first?.blockType === 'hero')
    return first.image ? { blocks, header: null } : { blocks: [{ ...first, image } as B, ...rest], header: null }
  return { blocks, header: image }
}
