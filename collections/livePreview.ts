import type { CollectionConfig, PayloadRequest } from 'payload'

type PreviewArgs = { data: Record<string, unknown>; req: PayloadRequest }

/** Slug of a document's site, for preview links on the /sites/{slug} path. */
async function siteSlugOf(data: Record<string, unknown>, req: PayloadRequest): Promise<string | null> {
  const site = data.site
  if (site && typeof site === 'object' && 'slug' in site && typeof site.slug === 'string') return site.slug
  if (typeof site !== 'number' && typeof site !== 'string') return null
  const doc = await req.payload.findByID({ collection: 'sites', id: site, depth: 0, req }).catch(() => null)
  return doc?.slug ?? null
}

/**
 * Preview and live preview for a site-owned collection: the admin opens /sites/{site}/preview, which switches on
 * Next's draft mode for signed-in staff and shows the page at `pathOf(data)`. The page reloads its server render
 * after every save and autosave (src/components/PreviewRefresh.tsx). The URL is relative, so the preview is served
 * from the admin's own origin, which is the origin the admin and the preview check on each other's messages.
 */
export function sitePreview(
  pathOf: (data: Record<string, unknown>) => string | null,
): NonNullable<CollectionConfig['admin']> {
  const url = async ({ data, req }: PreviewArgs): Promise<string | null> => {
    const slug = await siteSlugOf(data, req)
    const path = pathOf(data)
    if (!slug || !path) return null
    return `/sites/${slug}/preview?path=${encodeURIComponent(path)}`
  }
  return {
    livePreview: {
      url,
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
    preview: (data, { req }) => url({ data: data as Record<string, unknown>, req }),
  }
}

/**
 * Drafts saved as the editor types, for the collections with live preview.
 *
 * `validate: true` is what keeps Create New from saving anything: with autosave and without it, Payload 3.90's
 * create view calls payload.create with empty data the moment it opens (@payloadcms/next views/Document) and every
 * abandoned Create New leaves an empty draft in the list. With it, the create view shows Save draft and Publish
 * instead of autosave, and autosave starts once the editor has saved the document. The price: a draft must pass the
 * same checks as a published document (required fields filled), which these collections' editors meet anyway.
 */
export const autosavedDrafts = {
  // schedulePublish: a publish (or unpublish) at a set time, run by the jobs queue 'default' (payload.config.ts).
  drafts: { autosave: { interval: 800 }, validate: true, schedulePublish: true },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions']
