import { cardImage } from '@/components/search/cardImage'
import { readCardImageRequest } from '@/lib/cardImageUrl'
import { jsonResponse } from '@/lib/requestGuards'

export const dynamic = 'force-dynamic'

/** GET /api/card-image?src=…&w=1000&h=1000&q=75: the car card's photo (spec §7 card image 1000x1000), as WebP. */
export async function GET(request: Request) {
  const read = readCardImageRequest(new URL(request.url))
  if ('error' in read) return jsonResponse(400, { error: read.error })
  const bytes = await cardImage(read, request.url)
  if (!bytes) return jsonResponse(404, { error: 'src: no such image.' })
  return new Response(bytes, {
    headers: {
      'content-type': 'image/webp',
      // A photo's URL names one file: shoppers' browsers and caches keep it for a day.
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
