import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { signInRequired, signInUrl } from '@/domain/gatedMode'
import type { SignInType } from '@/domain/signInRedirect'
import { currentShopperPhone } from '@/data/shopperSession'
import { siteHref, type SiteContext } from '@/lib/siteRequest'

/**
 * For a page behind the sign-in (gated mode: checkout and finance): the signed-in shopper's phone, or a redirect to
 * /sign-in?type=…&redirect={this page}&back={where they came from}. Pages that do not need it get the phone or null.
 */
export async function gatedShopper(
  ctx: SiteContext,
  type: SignInType,
  path: string,
  back: string = '/',
): Promise<string | null> {
  const phone = await currentShopperPhone(await headers())
  if (!phone && signInRequired(type, ctx.site.finance?.gatedMode === true)) {
    redirect(siteHref(ctx.basePath, signInUrl(type, siteHref(ctx.basePath, path), siteHref(ctx.basePath, back))))
  }
  return phone
}
