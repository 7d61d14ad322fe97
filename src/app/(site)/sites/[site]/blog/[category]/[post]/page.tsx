import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MediaImage } from '@/components/MediaImage'
import { RichTextContent } from '@/components/RichTextContent'
import { postDate } from '@/components/templates/BlogTemplate'
import styles from '@/components/templates/templates.module.css'
import { blogCategoryFromSlug, blogCategoryPath } from '@/domain/blogCategories'
import { sitePosts } from '@/data/content'
import { draftPost, previewUser } from '@/data/drafts'
import { sectionDefaultImage } from '@/lib/defaultImages'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; category: string; post: string }> }

async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const { category: categorySlug, post: slug } = await params
  const category = blogCategoryFromSlug(categorySlug)
  const user = await previewUser()
  const post = user
    ? await draftPost(ctx.site.id, slug, user)
    : (await sitePosts(ctx.site.id)).find((p) => p.slug === slug)
  if (!post || post.category !== category) notFound()
  return { ctx, post }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, post } = await load(params)
  return { title: `${post.title} | ${ctx.site.name}`, description: post.excerpt ?? undefined }
}

export default async function BlogPostPage({ params }: Props) {
  const { ctx, post } = await load(params)
  const t = siteText(ctx.site)
  return (
    <article className="container section prose">
      <nav aria-label={t('Breadcrumb')}>
        <ol className={styles.breadcrumbs}>
          <li>
            <a href={siteHref(ctx.basePath, '/blog')}>{t('Blog')}</a>
          </li>
          <li>
            <a href={siteHref(ctx.basePath, blogCategoryPath(post.category))}>{t(post.category)}</a>
          </li>
        </ol>
      </nav>
      <h1>{t(post.title)}</h1>
      <p className={styles.meta}>{postDate(ctx, post)}</p>
      <MediaImage
        className={styles.postImage}
        media={post.image || sectionDefaultImage(ctx.site, 'blog')}
        size="blog"
        width={375}
        height={375}
        alt={post.title}
        priority
      />
      <RichTextContent data={post.content} locale={siteLocale(ctx.site)} />
    </article>
  )
}
