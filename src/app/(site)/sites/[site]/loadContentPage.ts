import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { loadBlocksData } from '@blocks/loaders'
import type { ContentPageProps } from '@/components/ContentPage'
import { modelHref } from '@/components/SiteHeader'
import { siteModels } from '@/data/content'
import { draftPage, previewUser } from '@/data/drafts'
import { sitePage } from '@/data/sites'
import { pageImageSection, sectionDefaultImage, withSectionImage } from '@/lib/defaultImages'
import { siteForPage } from '@/lib/siteRequest'

// The loader of the content page routes (/{slug} and /pages/{slug}, and the home page's blocks): what the page shows,
// read before it renders, so components/ContentPage.tsx is props → JSX.

type Params = Promise<{ site: string; slug: string }>

/** The page with this slug; in draft mode (staff preview) its latest draft. */
export async function pageFor(siteId: number, slug: string) {
  const user = await previewUser()
  return user ? draftPage(siteId, slug, user) : sitePage(siteId, slug)
}

export async function contentPageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const page = await pageFor(site.id, (await params).slug)
  return page ? { title: `${page.title} | ${site.name}`, description: page.metaDescription ?? undefined } : {}
}

/**
 * The page of this slug and its blocks' data. A top-level slug that names no page but a model goes to the model page
 * (the offer's Explore model link is /{model slug}, content spec §2); anything else is a 404.
 */
export async function loadContentPage(params: Params): Promise<ContentPageProps> {
  const ctx = await siteForPage(params)
  const { slug } = await params
  const page = await pageFor(ctx.site.id, slug)
  if (!page) {
    const model = (await siteModels(ctx.site.id)).find((m) => m.slug === slug)
    if (model) redirect(modelHref(ctx, model))
    notFound()
  }
  // Content spec §3: the fleet and parts pages show the section's default image as their header image.
  const section = pageImageSection(slug)
  const shown = withSectionImage(page.layout ?? [], section ? sectionDefaultImage(ctx.site, section) : null)
  return {
    ctx,
    blocks: shown.blocks,
    blocksData: await loadBlocksData(shown.blocks, ctx, { slug }),
    headerSection: shown.header && section ? section : null,
  }
}
