import { type BlogCategory, blogCategoriesForSite, blogCategoryPath } from '@/domain/blogCategories'
import type { Post } from '@/payload-types'
import { MediaImage } from '../MediaImage'
import { sectionDefaultImage } from '@/lib/defaultImages'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { PageHead } from './PageHead'
import styles from './templates.module.css'

export const postHref = (ctx: SiteContext, post: Post) =>
  siteHref(ctx.basePath, `${blogCategoryPath(post.category)}/${post.slug}`)

export const postDate = (ctx: SiteContext, post: Post) =>
  new Date(post.publishedAt).toLocaleDateString(siteLocale(ctx.site), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ctx.site.timeZone ?? undefined,
  })

/** /blog and /blog/{category}: category links (content spec §2) and post cards with 375x375 images. */
export function BlogTemplate({
  ctx,
  posts,
  category,
}: {
  ctx: SiteContext
  posts: Post[]
  category: BlogCategory | null
}) {
  const t = siteText(ctx.site)
  const categories = blogCategoriesForSite(Boolean(ctx.site.content?.blogAdventures))
  const shown = category ? posts.filter((p) => p.category === category) : posts
  return (
    <>
      <PageHead
        title={category ? t(category) : t('Blog')}
        lead={category ? null : `${t('News, reviews and advice from')} ${ctx.site.name}.`}
      >
        <ul className={styles.chips} aria-label={t('Blog categories')} style={{ marginTop: 20 }}>
          <li>
            <a href={siteHref(ctx.basePath, '/blog')} aria-current={category ? undefined : 'page'}>
              {t('All')}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c}>
              <a href={siteHref(ctx.basePath, blogCategoryPath(c))} aria-current={c === category ? 'page' : undefined}>
                {t(c)}
              </a>
            </li>
          ))}
        </ul>
      </PageHead>
      <section className="container section" aria-label={t('Posts')}>
        {shown.length === 0 ? <p>{t('No posts here yet.')}</p> : null}
        <ul className={styles.posts}>
          {shown.map((post) => (
            <li key={post.id} className={styles.post}>
              <MediaImage
                className={styles.postImage}
                media={post.image || sectionDefaultImage(ctx.site, 'blog')}
                size="blog"
                width={375}
                height={375}
                alt={post.title}
              />
              <div className={styles.postBody}>
                <span className={styles.meta}>
                  {t(post.category)} · {postDate(ctx, post)}
                </span>
                <h2>
                  <a href={postHref(ctx, post)}>{t(post.title)}</a>
                </h2>
                {post.excerpt ? <p>{t(post.excerpt)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
