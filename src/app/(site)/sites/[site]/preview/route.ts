import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { signedInUser } from '@/data/staff'
import { previewPath } from '@/lib/previewPath'
import { jsonResponse } from '@/lib/requestGuards'
import { siteForRoute } from '@/lib/siteRequest'
import { relationId } from '@/domain/relationId'

// Per request (it reads the host or the query); never prerendered by `next build`, which has no database (the image).
export const dynamic = 'force-dynamic'

/**
 * The admin's preview and live-preview URL: signed-in staff of the site get Next's draft mode and land on the page at
 * `path` (a path inside the site, else 400); anyone else is sent to the published page. `?exit` leaves draft mode.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const url = new URL(request.url)
  const checked = previewPath(url.searchParams.get('path'))
  if ('error' in checked) return jsonResponse(400, { error: checked.error })
  const site = (await siteForRoute(params))?.site
  if (!site) return new Response('Not found', { status: 404 })
  const { path } = checked
  const target = `/sites/${site.slug}${path === '/' ? '' : path}`
  const draft = await draftMode()
  if (url.searchParams.has('exit')) {
    draft.disable()
    redirect(target)
  }
  const user = await signedInUser(request.headers)
  const isStaffOfSite =
    user?.collection === 'users' &&
    (user.roles?.includes('platform-admin') || (user.tenants ?? []).some((t) => relationId(t.site) === site.id))
  if (isStaffOfSite) draft.enable()
  else draft.disable()
  redirect(target)
}
