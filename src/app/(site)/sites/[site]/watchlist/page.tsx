import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { SavedSearchesPanel } from '@/components/shopper/SavedSearchesPanel'
import { WatchlistView } from '@/components/shopper/WatchlistView'
import { shopperAlertsPage } from '@/data/alertRequests'
import { alertConsentText } from '@/domain/alertDigest'
import type { Locale } from '@/domain/types'
import { savedSearchMode } from '@/domain/savedSearchInput'
import { alertChoice } from '@/shopper/savedSearchApi'
import { domainCar } from '@/data/shapes/car'
import { currentShopperPhone, savedCars } from '@/data/shopperSession'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('My watchlist')} | ${site.name}`, robots: { index: false } }
}

/** The signed-in shopper's watchlist on this site; signed-out shoppers are sent to sign in first. */
export default async function WatchlistPage({ params }: Props) {
  const ctx = await siteForPage(params)
  const phone = await currentShopperPhone(await headers())
  if (!phone)
    redirect(
      siteHref(
        ctx.basePath,
        `/sign-in?type=watchlist&redirect=${encodeURIComponent(siteHref(ctx.basePath, '/watchlist'))}`,
      ),
    )
  const cars = await savedCars(ctx.site, phone)
  // Issue 39.5: searches saved by e-mail (sites without phone sign-in) are managed from their e-mails, not here.
  const alerts = savedSearchMode(ctx.site.cards) === 'phone' ? await shopperAlertsPage(ctx.site.id, phone) : null
  const locale = (ctx.site.locale ?? 'en-AU') as Locale
  return (
    <>
      <WatchlistView ctx={ctx} cars={cars.map(domainCar)} />
      {alerts ? (
        <SavedSearchesPanel
          site={ctx.site.slug}
          basePath={ctx.basePath}
          searches={alerts.searches}
          alerts={alertChoice(alerts.subscription)}
          consent={{
            sms: alertConsentText('sms', ctx.site.name, locale),
            email: alertConsentText('email', ctx.site.name, locale),
          }}
        />
      ) : null}
    </>
  )
}
