import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { sitePage } from '@/lib/siteContent'
import { siteFromParams } from '@/lib/siteRequest'

export type ContentPageProps = { params: Promise<{ site: string; slug: string }> }

/** A page made of blocks, found by slug within the site. */
export async function contentPageMetadata({ params }: ContentPageProps): Promise<Metadata> {
  const { site } = await siteFromParams(params)
  const page = await sitePage(site.id, (await params).slug)
  return page ? { title: `${page.title} | ${site.name}`, description: page.metaDescription ?? undefined } : {}
}

export async function ContentPage({ params }: ContentPageProps) {
  const { site, basePath } = await siteFromParams(params)
  const page = await sitePage(site.id, (await params).slug)
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} basePath={basePath} />
}
