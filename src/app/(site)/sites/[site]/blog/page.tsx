import type { Metadata } from 'next'
import { BlogTemplate } from '@/components/templates/BlogTemplate'
import { sitePosts } from '@/data/content'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('Blog')} | ${site.name}` }
}

export default async function BlogPage({ params }: Props) {
  const ctx = await siteForPage(params)
  return <BlogTemplate ctx={ctx} posts={await sitePosts(ctx.site.id)} category={null} />
}
