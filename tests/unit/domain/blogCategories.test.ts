import { describe, expect, it } from 'vitest'
import { BLOG_CATEGORIES, blogCategoriesForSite, blogCategoryFromSlug, blogCategoryPath } from '@/domain/blogCategories'

describe('blog categories (content spec §2)', () => {
  it('are Vehicle Reviews, Buyer Advice, Motoring Tips, Servicing Insights, and 4x4xMORE Adventures', () => {
    expect(BLOG_CATEGORIES).toEqual([
      'Vehicle Reviews',
      'Buyer Advice',
      'Motoring Tips',
      'Servicing Insights',
      '4x4xMORE Adventures',
    ])
  })

  it('Vehicle Reviews lives at /blog/vehicle-reviews', () => {
    expect(blogCategoryPath('Vehicle Reviews')).toBe('/blog/vehicle-reviews')
    expect(blogCategoryFromSlug('vehicle-reviews')).toBe('Vehicle Reviews')
    expect(blogCategoryFromSlug('4x4xmore-adventures')).toBe('4x4xMORE Adventures')
    expect(blogCategoryFromSlug('gossip')).toBeNull()
  })

  it('4x4xMORE Adventures only for some brands', () => {
    expect(blogCategoriesForSite(false)).not.toContain('4x4xMORE Adventures')
    expect(blogCategoriesForSite(true)).toContain('4x4xMORE Adventures')
  })
})
