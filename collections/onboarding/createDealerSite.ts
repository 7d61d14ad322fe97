import type { Payload, PayloadRequest, Where } from 'payload'
import type { Page, Site } from '@/payload-types'
import type { NewDealerSiteInput } from '../../src/onboarding/newDealerInput'
import {
  copyFromTemplate,
  openingHoursFrom,
  placeUrlOf,
  timeZoneOfState,
  uniqueSlug,
  type CopyRules,
} from '../../src/onboarding/templateCopy'
import { slugify } from '../../src/domain/slugify'
import { retellForSite, type TemplateFacts } from '../../src/onboarding/placeholders'
import { siteBoundPaths, wordingPaths } from './siteBoundPaths'

/** A refusal of the form that names its field (the endpoint answers 400 with it). */
export class NewDealerSiteError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

/** Settings of the template site that are its own, not the template's: the new site gets its own or none. */
const SITE_OWN_PATHS = [
  'name',
  'slug',
  'domains',
  'city',
  'state',
  'timeZone',
  'manufacturer',
  'baseDomain',
  'search.stockFilter',
  'search.sharedStockSites',
  'search.stockDealerships',
  'search.popularMakes',
  'search.stockCount',
  'forms.leadEmail',
  'forms.leadWebhookUrl',
  'forms.leadNotifications',
  'forms.destinationRemindedAt',
  'complaintsContact',
  'tenants',
]

export type CreatedDealerSite = { site: Site; dealershipId: number; locationId: number; pageSlugs: string[] }

/**
 * Issue 20.7, "a new dealer in minutes": the site, its dealership, a location with opening hours, and copies of the
 * template's navigation, pages and legal texts, with the stock bound to the new dealership. Every write goes through
 * `req`, inside the caller's transaction, so a failure leaves nothing half made.
 */
export async function createDealerSite(req: PayloadRequest, input: NewDealerSiteInput): Promise<CreatedDealerSite> {
  const { payload } = req
  const write = { req, overrideAccess: true, depth: 0 } as const
  const template = await payload.findByID({ collection: 'sites', id: input.templateSite, ...write }).catch(() => null)
  if (!template) throw new NewDealerSiteError('templateSite', 'Choose a template site that exists.')

  await refuseTakenDomain(payload, req, input.domain)
  const brand = input.brand ? await brandOf(payload, req, input.brand) : null
  const slug = uniqueSlug(slugify(input.dealerName), await takenSlugs(payload, req, slugify(input.dealerName)))
  const dealershipName = input.dealershipName || input.dealerName

  // Issue 26.5: the template's own name, town, state, phones and slug become placeholders, filled with the new site's.
  const ofTemplate: Where = { site: { equals: template.id } }
  const templateLocations = await payload.find({
    collection: 'locations',
    where: ofTemplate,
    sort: 'id',
    limit: 100,
    ...write,
  })
  const templateDealerships = await payload.find({ collection: 'dealerships', where: ofTemplate, limit: 100, ...write })
  const facts: TemplateFacts = {
    siteName: [template.name],
    dealerName: templateDealerships.docs.map((d) => d.name).filter((name) => name !== template.name),
    city: [template.city, ...templateLocations.docs.map((l) => l.address?.city)],
    state: [template.state, ...templateLocations.docs.map((l) => l.address?.state)],
    phone: [
      ...templateDealerships.docs.map((d) => d.phone),
      ...templateLocations.docs.map((l) => l.contactDetail?.phone),
    ],
    siteSlug: [template.slug],
  }
  const text = retellForSite(facts, {
    siteName: input.dealerName,
    dealerName: dealershipName,
    city: input.suburb,
    state: input.state,
    phone: input.phone,
    siteSlug: slug,
  })
  const rulesFor = (collection: 'sites' | 'navigation' | 'legal-texts' | 'pages', drop: Iterable<string> = []) =>
    ({
      drop: new Set([...siteBoundPaths(payload, collection), ...drop]),
      retell: { text, paths: wordingPaths(payload, collection) },
    }) satisfies CopyRules

  const settings = copyFromTemplate(template, rulesFor('sites', SITE_OWN_PATHS))
  const site = await payload.create({
    collection: 'sites',
    data: {
      ...settings,
      name: input.dealerName,
      slug,
      domains: [{ domain: input.domain }],
      city: input.suburb,
      state: input.state,
      timeZone: timeZoneOfState(input.state, template.timeZone),
      manufacturer: brand,
      complaintsContact: { name: template.complaintsContact?.name ?? 'Customer Relations Manager', phone: input.phone },
      // Issue 39.1: the new site's leads go to its own sales team (and its CRM when given) from the first one.
      forms: {
        ...settings.forms,
        leadEmail: input.crmEmail || null,
        leadWebhookUrl: input.crmWebhookUrl || null,
        leadNotifications: { enabled: true, emails: [input.salesEmail] },
      },
    } as Site,
    ...write,
  })

  const address = {
    street: input.street,
    city: input.suburb,
    state: input.state,
    postcode: input.postcode,
    placeUrl: placeUrlOf(input),
  }
  const dealership = await payload.create({
    collection: 'dealerships',
    data: {
      site: site.id,
      name: dealershipName,
      slug: slugify(dealershipName),
      manufacturer: brand,
      address,
      phone: input.phone,
    },
    ...write,
  })

  const templateLocation = templateLocations.docs.find((l) => l.primary) ?? templateLocations.docs[0]
  const location = await payload.create({
    collection: 'locations',
    data: {
      site: site.id,
      name: `${dealershipName} Sales`,
      slug: '',
      dealership: dealership.id,
      locationType: 'sales',
      primary: true,
      visible: true,
      timeZone: timeZoneOfState(input.state, template.timeZone ?? templateLocation?.timeZone),
      manufacturers: brand ? [brand] : [],
      address,
      contactDetail: { phone: input.phone },
      openingHours: openingHoursFrom(templateLocation?.openingHours),
    },
    ...write,
  })

  // The stock binding: picked from the new site's own dealerships (the search filter is derived from it).
  const bound = await payload.update({
    collection: 'sites',
    id: site.id,
    data: { search: { ...settings.search, stockDealerships: [dealership.id] } } as Partial<Site>,
    ...write,
  })

  const navigation = await payload.find({ collection: 'navigation', where: ofTemplate, limit: 1, ...write })
  if (navigation.docs[0]) {
    await payload.create({
      collection: 'navigation',
      data: {
        ...copyFromTemplate(navigation.docs[0], rulesFor('navigation')),
        title: `${input.dealerName} navigation`,
        site: site.id,
      },
      ...write,
    })
  }

  const legal = await payload.find({ collection: 'legal-texts', where: ofTemplate, limit: 1, ...write })
  if (legal.docs[0]) {
    await payload.create({
      collection: 'legal-texts',
      data: {
        ...copyFromTemplate(legal.docs[0], rulesFor('legal-texts')),
        title: `${input.dealerName} legal texts`,
        site: site.id,
      },
      ...write,
    })
  }

  const pages = await payload.find({ collection: 'pages', where: ofTemplate, limit: 200, pagination: false, ...write })
  const pageRules = rulesFor('pages')
  const pageSlugs: string[] = []
  for (const page of pages.docs) {
    const copy = copyFromTemplate(page, pageRules) as Partial<Page>
    await payload.create({
      collection: 'pages',
      data: { ...copy, site: site.id, _status: 'published' } as Page,
      ...write,
    })
    pageSlugs.push(page.slug)
  }

  return { site: bound, dealershipId: dealership.id, locationId: location.id, pageSlugs }
}

/** The domain is checked here too (the site's own validation has the last word) so the refusal names "domain". */
async function refuseTakenDomain(payload: Payload, req: PayloadRequest, domain: string) {
  const { totalDocs } = await payload.count({
    collection: 'sites',
    where: { 'domains.domain': { equals: domain } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new NewDealerSiteError('domain', `'${domain}' is already used by another site.`)
}

async function brandOf(payload: Payload, req: PayloadRequest, id: number): Promise<number> {
  const found = await payload.findByID({ collection: 'manufacturers', id, depth: 0, req }).catch(() => null)
  if (!found) throw new NewDealerSiteError('brand', 'Choose a brand from the list.')
  return found.id
}

async function takenSlugs(payload: Payload, req: PayloadRequest, base: string): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { like: base } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
    select: { slug: true },
  })
  return new Set(docs.map((doc) => doc.slug))
}
