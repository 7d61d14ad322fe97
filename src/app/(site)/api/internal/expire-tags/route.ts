import { revalidateTag } from 'next/cache'
import { jsonResponse } from '@/lib/requestGuards'
import { tagsOf, validExpireTagsToken } from '@/cache/expireTagsRequest'
import { clearFrontCache } from '@/cache/pageFrontCache'

export const dynamic = 'force-dynamic'

/** POST /api/internal/expire-tags: a job's cache expiry, done in a request (src/cache/expireTagsRequest.ts). */
export async function POST(request: Request) {
  if (!validExpireTagsToken(request.headers.get('x-expire-tags-token')))
    return jsonResponse(403, { error: 'Not allowed.' })
  const tags = tagsOf(await request.json().catch(() => null))
  if (!tags) return jsonResponse(400, { error: 'tags must be a list of 1 to 1000 tag names.', field: 'tags' })
  clearFrontCache()
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  return jsonResponse(200, { expired: tags.length })
}
