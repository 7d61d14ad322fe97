import type React from 'react'
import { LocationBanner } from '@/components/LocationBanner'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { siteDealerships, siteLocations, siteNavigation } from '@/lib/siteContent'
import { siteFromParams } from '@/lib/siteRequest'
import { themeStyle } from '@/lib/theme'

export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ site: string }> }) {
  const ctx = await siteFromParams(params)
  const { site } = ctx
  const [navigation, locations, dealerships] = await Promise.all([siteNavigation(site.id), siteLocations(site.id), siteDealerships(site.id)])
  const salesPhone = locations.find((l) => (l.locationType ?? 'sales') === 'sales')?.contactDetail?.phone
  return (
    <div lang={site.locale ?? 'en-AU'} style={themeStyle(site)}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {site.header?.locationBanner !== false ? <LocationBanner locations={locations} /> : null}
      <SiteHeader ctx={ctx} navigation={navigation} phone={salesPhone} />
      <main id="main">{children}</main>
      <SiteFooter ctx={ctx} navigation={navigation} locations={locations} dealerships={dealerships} year={new Date().getFullYear()} />
    </div>
  )
}
