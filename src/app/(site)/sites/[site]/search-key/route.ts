import { NextResponse } from 'next/server'
import { siteForRoute } from '@/lib/siteRequest'
import { siteKeyOf } from '@/search/siteSearchKey'

export const dynamic = 'force-dynamic'

/**
 * GET /search-key?for=cars|directory → a fresh secured key for the site's browsers, for cached pages whose key has
 * run out. It is the same search-only, filter-embedded key the pages carry, so it needs no sign-in.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = (await siteForRoute(params))?.site
  if (!site) return NextResponse.json({ error: 'Not found' }, { status: 404 })
  const kind = new URL(request.url).searchParams.get('for') ?? 'cars'
  if (kind !== 'cars' && kind !== 'directory')
    return NextResponse.json({ error: 'for must be cars or directory.', field: 'for' }, { status: 400 })
  return NextResponse.json(siteKeyOf(kind, site), { headers: { 'cache-control': 'no-store' } })
}
