import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogTemplate } from '@/components/templates/BlogTemplate'
import { blogCategoriesForSite, blogCategoryFromSlug } from '@/domain/blogCategories'
import { sitePosts } from '@/data/content'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; category: string }> }

async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const category = blogCategoryFromSlug((await params).category)
  if (!category || !blogCategoriesForSite(Boolean(ctx.site.content?.blogAdventures)).includes(category)) notFound()
  return { ctx, category }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, category } = await load(params)
  return { title: `${siteText(ctx.site)(category)} | ${ctx.site.name}` }
}

/** /blog/{category}, e.g. /blog/vehicle-reviews (content spec §2). */
export default async function BlogCategoryPage({ params }: Props) {
  const { ctx, category } = await load(params)
  return <BlogTemplate ctx={ctx} posts={await sitePosts(ctx.site.id)} category={category} />
}
