import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { siteModels } from '@/data/content'
import { draftPage, previewUser } from '@/data/drafts'
import { sitePage } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { pageImageSection, sectionDefaultImage, withSectionImage } from '@/lib/defaultImages'
import { SectionHeaderImage } from './SectionHeaderImage'
import { modelHref } from './SiteHeader'

export type ContentPageProps = { params: Promise<{ site: string; slug: string }> }

/** The page with this slug; in draft mode (staff preview) its latest draft. */
async function pageFor(siteId: number, slug: string) {
  const user = await previewUser()
  return user ? draftPage(siteId, slug, user) : sitePage(siteId, slug)
}

/** A page made of blocks, found by slug within the site. */
export async function contentPageMetadata({ params }: ContentPageProps): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const page = await pageFor(site.id, (await params).slug)
  return page ? { title: `${page.title} | ${site.name}`, description: page.metaDescription ?? undefined } : {}
}

/**
 * /{slug} and /pages/{slug}. A top-level slug that names no page but a model goes to the model page (the offer's
 * Explore model link is /{model slug}, content spec §2).
 */
export async function ContentPage({ params }: ContentPageProps) {
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
  return (
    <>
      {shown.header && section ? <SectionHeaderImage site={ctx.site} section={section} /> : null}
      <RenderBlocks blocks={shown.blocks} ctx={ctx} />
    </>
  )
}
