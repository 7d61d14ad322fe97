import { draftMode } from 'next/headers'
import type React from 'react'
import { contactButtonsShown, departmentPhones } from '@/domain/locations'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { LocationBanner } from '@/components/LocationBanner'
import { PreviewRefresh } from '@/components/PreviewRefresh'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader, stockMenuItemScope } from '@/components/SiteHeader'
import { ChatWidget } from '@/components/chat/ChatWidget'
import { ClientErrorReporter } from '@/components/ClientErrorReporter'
import { PageVisitRecorder } from '@/components/forms/PageVisitRecorder'
import { loadSiteFormData } from '@/data/forms'
import { formSettingsFor } from '@/leads/server/formContext'
import { StickyMobileFooter } from '@/components/StickyMobileFooter'
import { siteModels } from '@/data/content'
import { siteLocation } from '@/data/shapes/location'
import { siteDealerships, siteLocations, siteNavigation } from '@/data/sites'
import { siteStockCounts } from '@/data/stockCounts'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { themeStyle } from '@/lib/theme'
import { env } from '@/config/env'
import { siteTimeZone } from '@/domain/siteTimeZone'

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ site: string }>
}) {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const [navigation, payloadLocations, dealerships, models, draft] = await Promise.all([
    siteNavigation(site.id),
    siteLocations(site.id),
    siteDealerships(site.id),
    siteModels(site.id),
    draftMode(),
  ])
  // The stock dropdown (content spec §2) counts the site's stock; only read when the header has one to fill.
  const stockItem = stockMenuItemScope(navigation)
  const stockCounts = stockItem.shown ? await siteStockCounts(site, stockItem.scope) : null
  const locations = payloadLocations.map(siteLocation)
  const t = siteText(site)
  const locale = siteLocale(site)
  const salesPhone = departmentPhones(locations).sales
  const primary = locations.find((l) => l.primary) ?? locations.find((l) => l.location_type === 'sales')
  return (
    <div lang={locale} style={themeStyle(site)}>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      {site.header?.locationBanner !== false ? (
        <LocationBanner
          locations={locations}
          locale={locale}
          t={t}
          contactButtons={contactButtonsShown(site.header?.contactButtons)}
        />
      ) : null}
      <SiteHeader
        ctx={ctx}
        navigation={navigation}
        models={models}
        locations={locations}
        dealerships={dealerships}
        stockCounts={stockCounts}
      />
      <main id="main">{children}</main>
      <SiteFooter
        ctx={ctx}
        navigation={navigation}
        locations={locations}
        dealerships={dealerships}
        year={new Date().getFullYear()}
        t={t}
      />
      {site.content?.stickyMobileFooter !== false && primary ? (
        // Pages with their own footer (the car page: that car's location and enquiry form) hide this one in CSS.
        <div className="site-sticky-footer">
          <StickyMobileFooter
            phone={salesPhone ? { label: salesPhone, href: telHref(salesPhone, phoneCountryForLocale(locale)) } : null}
            hours={primary.opening_hours}
            specialHours={primary.special_hours}
            timeZone={siteTimeZone(primary.time_zone, site.timeZone)}
            enquire={{ label: t('Enquire'), href: siteHref(ctx.basePath, '/contact') }}
            callLabel={t('Call Now')}
          />
        </div>
      ) : null}
      {site.header?.chat ? (
        <ChatWidget
          dealerName={site.name}
          form={formSettingsFor('general', await loadSiteFormData(site), null)}
          offForServiceAndParts={Boolean(site.header.chatOffForServiceAndParts)}
          vendorScriptUrl={env('CHAT_WIDGET_SCRIPT_URL') ?? null}
          labels={{
            open: t('Chat'),
            title: t('Chat with'),
            intro: t('Send us a message and our team will reply as soon as they can.'),
            send: t('Send message'),
          }}
        />
      ) : null}
      {draft.isEnabled ? <PreviewRefresh /> : null}
      <PageVisitRecorder />
      <ClientErrorReporter site={ctx.route && !ctx.route.viaHost ? site.slug : undefined} />
    </div>
  )
}
