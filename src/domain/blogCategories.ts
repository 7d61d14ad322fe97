import { slugify } from './slugify'

/** Spec (content) §2: blog categories; 4x4xMORE Adventures only for some brands. */
export const BLOG_CATEGORIES = [
  'Vehicle Reviews',
  'Buyer Advice',
  'Motoring Tips',
  'Servicing Insights',
  '4x4xMORE Adventures',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const ADVENTURE_BLOG_CATEGORY: BlogCategory = '4x4xMORE Adventures'

/** '/blog/vehicle-reviews' for 'Vehicle Reviews'. */
export function blogCategoryPath(category: BlogCategory): string {
  return `/blog/${slugify(category)}`
}

/** The category a /blog/{slug} segment names; null when none. */
export function blogCategoryFromSlug(slug: string): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => slugify(category) === slug.toLowerCase()) ?? null
}

/** The categories a site shows: the four shared ones, plus 4x4xMORE Adventures where the site turns it on. */
export function blogCategoriesForSite(adventures: boolean): BlogCategory[] {
  return BLOG_CATEGORIES.filter((category) => adventures || category !== ADVENTURE_BLOG_CATEGORY)
}
