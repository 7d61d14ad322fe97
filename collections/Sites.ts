import type { CollectionConfig, Field, Where } from 'payload'
import { anyone } from './access/anyone'
import { platformAdmin, platformAdminField } from './access/platformAdmin'
import { siteAdminOf, thisSiteAdminField } from './access/siteAdmin'
import { slugField } from './fields/slug'
import { updatedByField } from './fields/updatedBy'
import { validateDomain } from './hooks/validateDomain'
import { newDealerSiteEndpoint } from './endpoints/newDealerSite'
import { normaliseHost } from '../src/lib/hostName'
import { validateStockFilter } from './hooks/validateStockFilter'
import { revalidateSite } from '../src/cache/revalidateContent'
import { MODEL_MENU_LINK_FLAGS } from '../src/domain/modelMenuLinks'
import { GOOGLE_REVIEWS_QUANTITY } from '../src/domain/reviewsDisplay'
import { customButtonLinkError } from '../src/domain/sidebarButtons'
import { DEFAULT_TIME_ZONE } from '@/domain/siteTimeZone'

const check = (name: string, label: string, defaultValue = false, description?: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  admin: description ? { description } : undefined,
})

const text = (name: string, label: string, defaultValue?: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  defaultValue,
  admin: description ? { description } : undefined,
})

/**
 * Every per-site switch and wording from the specs is a typed field with the spec's default.
 * Features add to it (payload.config.ts): the leads plugin (src/leads/payload/plugin.ts) the test-notification
 * endpoint and the checks of the lead settings (Forms tab: leadWebhookUrl, leadNotifications.emails).
 * Search sync (src/search/payload/plugin.ts) adds the hook re-indexing the site's cars last in afterChange.
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template', 'locale'],
    // Platform admins open a new dealer's site from a template here (src/admin/newDealerSite/).
    components: { beforeListTable: ['/src/admin/newDealerSite/NewDealerSiteLink#NewDealerSiteListLink'] },
  },
  endpoints: [newDealerSiteEndpoint],
  access: {
    read: anyone,
    create: platformAdmin,
    update: siteAdminOf('id'),
    delete: platformAdmin,
    // readVersions: that site's admins, set after the multi-tenant plugin (collections/access/siteHistory.ts).
  },
  // Every save is a version (restore from the Versions tab); no drafts: the site reads the saved settings.
  versions: { maxPerDoc: 50 },
  hooks: { afterChange: [revalidateSite.afterChange], afterDelete: [revalidateSite.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    updatedByField,
    {
      ...slugField('name'),
      unique: true,
      required: true,
      access: { create: platformAdminField, update: platformAdminField },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            {
              name: 'domains',
              type: 'array',
              // Who owns a host decides whose site (and lead forms) it serves: platform admins only (docs/security.md).
              access: { create: platformAdminField, update: platformAdminField },
              admin: {
                description:
                  'Host names this site answers on, e.g. acme-toyota.example. {slug}.localhost always works locally. Set by platform admins.',
              },
              fields: [
                {
                  name: 'domain',
                  type: 'text',
                  required: true,
                  // Unique across every site (a database index on the normalised host); the lookup never guesses.
                  unique: true,
                  hooks: {
                    beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseHost(value) : value)],
                  },
                  validate: validateDomain,
                },
              ],
            },
            {
              name: 'template',
              type: 'select',
              defaultValue: 'franchise',
              options: [
                { label: 'Franchise dealer (one manufacturer)', value: 'franchise' },
                { label: 'Multi-franchise / used cars', value: 'multi-franchise' },
                { label: 'Caravans and trailers', value: 'caravan' },
              ],
            },
            {
              name: 'locale',
              type: 'select',
              defaultValue: 'en-AU',
              options: [
                { label: 'Australia (en-AU)', value: 'en-AU' },
                { label: 'New Zealand (en-NZ)', value: 'en-NZ' },
                { label: 'United States (en-US)', value: 'en-US' },
              ],
              required: true,
            },
            {
              name: 'timeZone',
              type: 'text',
              defaultValue: DEFAULT_TIME_ZONE,
              label: 'Time zone',
              admin: {
                description:
                  'e.g. Australia/Sydney. Decides when the site shows a location as open and when promotions start.',
              },
            },
            {
              name: 'manufacturer',
              type: 'relationship',
              relationTo: 'manufacturers',
              admin: { description: 'Set for single-manufacturer sites.' },
            },
            text(
              'baseDomain',
              'External dealer base domain',
              undefined,
              'When set, Sell My Car and service booking link to this dealer domain.',
            ),
            { name: 'city', type: 'text', admin: { description: 'Used in listing titles.' } },
            { name: 'state', type: 'text' },
          ],
        },
        {
          label: 'Theme',
          name: 'theme',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media' },
            { name: 'primaryColor', type: 'text', defaultValue: '#0b3d91', validate: hex },
            { name: 'accentColor', type: 'text', defaultValue: '#e4002b', validate: hex },
            {
              name: 'font',
              type: 'select',
              label: 'Heading font',
              defaultValue: 'system',
              options: [
                { label: 'Clean (the text font)', value: 'system' },
                { label: 'Classic serif', value: 'serif' },
                { label: 'Rounded', value: 'rounded' },
              ],
              admin: {
                description: 'The face of page headings. Body text, buttons and forms use one font on every site.',
              },
            },
            { name: 'heroImage', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Search',
          name: 'search',
          fields: [
            {
              name: 'stockDealerships',
              label: 'Stock shown on this site',
              type: 'relationship',
              relationTo: 'dealerships',
              hasMany: true,
              // Picked from this site's own dealerships; the search filter is derived from the choice (siteSearchKey).
              filterOptions: ({ id }): Where => ({ site: { equals: id ?? -1 } }),
              admin: {
                // Picked, not made here: a dealership is created with its address in Dealerships.
                allowCreate: false,
                description: "The cars of these dealerships are shown. Leave empty to show all of this site's cars.",
              },
            },
            {
              name: 'stockFilter',
              label: 'Extra stock rule (advanced)',
              type: 'textarea',
              admin: {
                description:
                  'Narrows the stock further, e.g. make:Toyota AND NOT make:Lexus. Usually empty. Checked when you save.',
              },
              validate: validateStockFilter,
            },
            {
              name: 'importSellThresholdPercent',
              label: 'Imports that sell more than this share of stock wait for a person (%)',
              type: 'number',
              defaultValue: 20,
              min: 1,
              max: 100,
              admin: {
                description:
                  'A stock feed that would mark more than this share of a dealership’s listed cars sold is not applied until someone confirms it (usually 20).',
              },
            },
            {
              name: 'sharedStockSites',
              type: 'relationship',
              relationTo: 'sites',
              hasMany: true,
              // The search key derives its site binding from this on the server; only platform admins change it.
              access: { create: platformAdminField, update: platformAdminField },
              admin: {
                description:
                  'Sites of the same dealer group whose stock this site also shows (the stock filter above still applies). Set by platform admins.',
              },
            },
            {
              name: 'sortOptions',
              type: 'select',
              hasMany: true,
              defaultValue: ['relevant', 'latest', 'price_desc', 'price_asc'],
              options: [
                { label: 'Most relevant', value: 'relevant' },
                { label: 'Latest', value: 'latest' },
                { label: 'Highest price', value: 'price_desc' },
                { label: 'Lowest price', value: 'price_asc' },
                { label: 'Highest kms', value: 'km_desc' },
                { label: 'Lowest kms', value: 'km_asc' },
              ],
            },
            {
              name: 'filters',
              type: 'select',
              hasMany: true,
              defaultValue: [
                'car_type',
                'make',
                'model',
                'price',
                'year',
                'km',
                'body',
                'fuel',
                'transmission',
                'colour',
                'seats',
                'location_name',
              ],
              // Labels only: the values are the search index's facet names.
              options: [
                { label: 'New, used or demo', value: 'car_type' },
                { label: 'Make', value: 'make' },
                { label: 'Model', value: 'model' },
                { label: 'Make and model', value: 'make_model' },
                { label: 'Availability (in stock, coming soon, sold)', value: 'status' },
                { label: 'Price', value: 'price' },
                { label: 'Price brackets', value: 'price_range' },
                { label: 'Subscription price', value: 'subscription_price' },
                { label: 'Features', value: 'filtered_features' },
                { label: 'Year', value: 'year' },
                { label: 'Odometer', value: 'km' },
                { label: 'Body type', value: 'body' },
                { label: 'Fuel', value: 'fuel' },
                { label: 'Transmission', value: 'transmission' },
                { label: 'Drive', value: 'drive' },
                { label: 'Colour', value: 'colour' },
                { label: 'Seats', value: 'seats' },
                { label: 'State', value: 'state' },
                { label: 'City', value: 'city' },
                { label: 'Location', value: 'location_name' },
                { label: 'Dealership', value: 'dealership_name' },
                { label: 'Badge', value: 'badge' },
                { label: 'Kind of vehicle', value: 'item_type' },
                { label: 'Tag', value: 'tag' },
                { label: 'Categories', value: 'categories' },
                { label: 'Weekly repayments', value: 'weekly_price_range' },
              ],
            },
            check('makesByVolume', 'Sort makes by volume'),
            {
              name: 'popularMakes',
              type: 'text',
              hasMany: true,
              admin: {
                description: 'When set, the make list shows these under the heading below instead of the first 7.',
              },
            },
            text('popularMakesHeading', 'Popular makes heading', 'Popular Makes'),
            check('usedCarListRoute', 'Use /used-car/list for used stock'),
            {
              name: 'stockCount',
              type: 'number',
              min: 0,
              admin: { description: 'Shown as the total when hits exceed 1999.' },
            },
            { name: 'hitsPerPage', type: 'number', defaultValue: 21, min: 1, max: 100 },
            {
              name: 'seoHeading',
              type: 'text',
              label: 'SEO heading on search pages',
              admin: {
                description: 'A heading for search engines, shown under the listing title on search pages.',
              },
            },
            {
              name: 'seoFooter',
              type: 'textarea',
              label: 'SEO footer copy on search pages',
              admin: { description: 'Plain paragraphs under the results (a blank line starts a new paragraph).' },
            },
          ],
        },
        {
          label: 'Cards and prices',
          name: 'cards',
          fields: [
            text('noPriceText', 'No-price text', 'Enquire for price.'),
            text('soldTagText', 'Sold tag text', 'SOLD'),
            text('newTagText', 'New tag text', 'NEW'),
            check('electricHybridTags', 'Green Electric / Hybrid tags'),
            check('runoutSaleGreen', "Green 'runout sale' tag"),
            check('subscriptions', 'Offers subscriptions'),
            check('showDescriptions', 'Show condition, transmission, odometer and fuel on cards'),
            {
              name: 'favourites',
              type: 'select',
              defaultValue: 'local',
              options: [
                { label: 'Off', value: 'off' },
                { label: 'Favourites on this device', value: 'local' },
                { label: 'Watchlist (phone sign-in)', value: 'watchlist' },
              ],
            },
            check(
              'shopperAlerts',
              'Saved searches and alerts',
              true,
              'Shoppers save searches and get at most one message a day about new matching cars and price drops: with the watchlist, signed-in shoppers by SMS or e-mail; without it, by e-mail after confirming the address from a link (double opt-in). Off: nothing is matched or sent.',
            ),
            check('compare', 'Compare cars', true),
            check(
              'strictSaveRule',
              'Compare and favourites only for used cars with a price and photos',
              false,
              'Hides the compare and favourite buttons on cars that are not used, have no price or have no photos.',
            ),
            text('arrivingSoonText', 'Arriving-soon text', '', "e.g. 'Arriving soon, please enquire for photos'"),
            {
              name: 'buyButton',
              type: 'select',
              defaultValue: 'reserve',
              options: [
                { label: 'Reserve Now', value: 'reserve' },
                { label: 'Buy Online', value: 'buy-online' },
              ],
            },
          ],
        },
        {
          label: 'Finance',
          name: 'finance',
          fields: [
            check('enabled', 'Finance on', true),
            {
              name: 'provider',
              type: 'text',
              admin: { description: 'Key of the finance provider whose eligibility rule applies.' },
            },
            {
              name: 'route',
              type: 'select',
              defaultValue: '/finance',
              options: ['/finance', '/finance-enquiry', '/apply-for-finance'],
            },
            { name: 'calculatorInterestRate', type: 'number', defaultValue: 10, min: 0, max: 40 },
            text('buttonText', 'Finance button text', 'Finance Enquiry'),
            check('personalised', 'Personalised finance for cars with an NVIC'),
            check('gatedMode', 'Gated mode: checkout and finance need sign-in'),
            {
              name: 'disabledMakes',
              type: 'text',
              hasMany: true,
              label: 'Makes without finance',
              admin: {
                description:
                  'Cars of these makes show no finance figures or finance button. Type the make as the stock spells it.',
              },
            },
          ],
        },
        {
          label: 'Forms',
          name: 'forms',
          fields: [
            check('messageRequired', 'Message required', true),
            check('forceLocationField', 'Force location field when there is no car'),
            check('locationRequiredForNewCars', 'Location required for new cars'),
            check('hideOptIn', 'Hide opt-in checkbox'),
            check('testDriveTerms', 'Terms checkbox on the test-drive form'),
            check('makeAnOffer', "'Make An Offer' button"),
            check('tradeInLink', 'Trade-in link on the car page', true),
            check(
              'saveValuation',
              'Save trade-in valuations with the lead',
              false,
              'The trade-in form also saves its valuation with the lead. Only for dealers whose systems read it.',
            ),
            check(
              'noPreferredDealership',
              'No preferred-dealership field',
              false,
              'Shoppers must pick a dealership on forms when the site has more than one, unless this is ticked.',
            ),
            {
              name: 'termsField',
              type: 'select',
              label: 'Name of the terms checkbox sent with the lead',
              defaultValue: 'terms_agreed',
              options: [
                { label: 'Terms agreed', value: 'terms_agreed' },
                { label: 'Terms and conditions', value: 'terms_conditions' },
              ],
              admin: {
                description: "Two names are in use for the same tick box; pick the one the dealer's CRM expects.",
              },
            },
            {
              name: 'termsMessage',
              type: 'select',
              label: 'Message when the terms are not ticked',
              defaultValue: 'short',
              options: [
                { label: '*You must agree to the terms of use before submitting.', value: 'short' },
                { label: 'You must agree to the terms of use before submitting the form.', value: 'long' },
              ],
            },
            { name: 'leadEmail', type: 'email', access: { read: thisSiteAdminField, update: thisSiteAdminField } },
            {
              name: 'leadWebhookUrl',
              type: 'text',
              access: { read: thisSiteAdminField, update: thisSiteAdminField },
              // The leads plugin adds its check: https:// to a public host only (checked again on every delivery).
              admin: { description: 'Dealer CRM webhook (https://); leads are delivered here.' },
            },
            {
              name: 'leadNotifications',
              label: 'Lead notifications',
              type: 'group',
              // Who hears of new leads is the site admins' choice; the addresses are never public (Sites are readable by anyone).
              access: { read: thisSiteAdminField, update: thisSiteAdminField },
              admin: {
                description:
                  "A short, readable e-mail to the dealer's staff for each new lead: the form, the car, the shopper's answers and a link to the lead.",
              },
              fields: [
                check('enabled', 'Send an e-mail for each new lead', true),
                {
                  name: 'emails',
                  label: 'E-mail addresses to notify',
                  type: 'text',
                  hasMany: true,
                  // The leads plugin adds the limit and the address check (src/leads/payload/plugin.ts).
                  admin: { description: 'Type an address and press Enter. Up to 10.' },
                },
                {
                  name: 'sendTest',
                  type: 'ui',
                  admin: { components: { Field: '/src/admin/leads/SendTestNotification#SendTestNotification' } },
                },
              ],
            },
            {
              // Issue 39.1: when the site's admins were last told that its leads reach nobody (a daily job).
              name: 'destinationRemindedAt',
              type: 'date',
              access: { read: thisSiteAdminField, update: () => false },
              admin: { hidden: true },
            },
          ],
        },
        {
          label: 'Header and footer',
          name: 'header',
          fields: [
            check('searchBar', 'Header search bar', true),
            check('phones', 'Phones in header', true),
            check('contactButtons', 'Show contact buttons', true, 'Shows the call, e-mail and directions buttons.'),
            check('hoverDropdowns', 'Open dropdowns on hover'),
            check('locationBanner', 'Location banner', true),
            check('chat', 'Chat'),
            check('chatOffForServiceAndParts', 'No chat for service and parts'),
          ],
        },
        {
          label: 'Content pages',
          name: 'content',
          fields: [
            {
              name: 'modelMenuLinks',
              type: 'select',
              hasMany: true,
              defaultValue: ['all-models', 'our-stock', 'book-test-drive'],
              options: MODEL_MENU_LINK_FLAGS.map((value) => ({ label: value.replace(/-/g, ' '), value })),
              admin: {
                description:
                  "Supplementary links of the models mega-menu. 'get quote' shows Get Quote instead of Contact Us.",
              },
            },
            {
              name: 'modelPagePattern',
              type: 'select',
              defaultValue: 'default',
              options: [
                { label: '/models/{make}-{model}', value: 'default' },
                { label: '/models/new-{make}-{model}-vehicle', value: 'new-vehicle' },
              ],
            },
            {
              name: 'stockPath',
              type: 'text',
              defaultValue: '/search/new-cars',
              admin: {
                description:
                  "Where 'Our Stock' goes when a model has no override URL: new-cars search, /models, used-cars search or an external page.",
              },
            },
            { name: 'googleReviewsQuantity', type: 'number', defaultValue: GOOGLE_REVIEWS_QUANTITY, min: 1, max: 50 },
            check('blogAdventures', "Blog category '4x4xMORE Adventures'"),
            check('stickyMobileFooter', 'Sticky mobile footer: Call Now (while open) and Enquire', true),
            {
              name: 'reviewPageUrl',
              type: 'text',
              admin: {
                description:
                  'Positive link of the review-feedback page; the first Google profile of the dealership is used when empty.',
              },
            },
            {
              name: 'defaultImages',
              type: 'group',
              label: 'Default images',
              admin: {
                description:
                  'Shown where a page of that section has no image of its own (an offer without a photo, the finance and contact pages, fleet, parts, a blog post).',
              },
              fields: (['offers', 'finance', 'contact', 'fleet', 'parts', 'blog'] as const).map((section): Field => ({
                name: section,
                type: 'upload',
                relationTo: 'media',
                label: section[0]!.toUpperCase() + section.slice(1),
              })),
            },
          ],
        },
        {
          label: 'Car page',
          name: 'carPage',
          fields: [
            check('similarCars', 'Similar-cars carousel', true),
            check('printPdf', 'Print PDF', true),
            check('getDirectionsNewTab', 'Get Directions in a new tab', true),
            check('starRating', 'Force star rating'),
            { name: 'minimumReviewRating', type: 'number', defaultValue: 4, min: 0, max: 5 },
            check('reserve', 'Reserve online', true),
            { name: 'depositAmount', type: 'number', defaultValue: 200, min: 0 },
            {
              name: 'reserveHoldsPerPhone',
              label: 'Live holds per phone number',
              type: 'number',
              defaultValue: 2,
              min: 1,
            },
            {
              name: 'reserveHoldsPerIpPerDay',
              label: 'Holds per IP address a day',
              type: 'number',
              defaultValue: 5,
              min: 1,
            },
            {
              name: 'reserveRequiresSignIn',
              label: 'Phone verified by code before a hold (recommended when a deposit is taken)',
              type: 'checkbox',
              defaultValue: true,
            },
            {
              name: 'reserveButtonStyle',
              type: 'select',
              defaultValue: 'success',
              options: ['success', 'primary', 'outline'],
            },
            check('sidebar', 'Sidebar', true),
            {
              name: 'sidebarButtons',
              label: 'Sidebar buttons',
              type: 'array',
              labels: { singular: 'Button', plural: 'Buttons' },
              admin: {
                description:
                  'The order of the buttons beside a car, and buttons of your own. Buttons you do not list follow in the usual order; a button a car does not qualify for (Reserve on a sold car) is not shown.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'button',
                      type: 'select',
                      required: true,
                      admin: { width: '30%' },
                      options: [
                        { label: 'Enquire', value: 'enquire' },
                        { label: 'Car History Report', value: 'history' },
                        { label: 'Finance', value: 'finance' },
                        { label: 'Trade-In Valuation', value: 'trade-in' },
                        { label: 'Reserve / Buy Online', value: 'reserve' },
                        { label: 'Test Drive', value: 'test-drive' },
                        { label: 'Make an Offer', value: 'make-offer' },
                        { label: 'Online Purchase', value: 'online-purchase' },
                        { label: 'Request Photos', value: 'request-photos' },
                        { label: 'Download PDF', value: 'pdf' },
                        { label: 'My own button', value: 'custom' },
                      ],
                    },
                    {
                      name: 'label',
                      type: 'text',
                      maxLength: 60,
                      admin: { width: '30%', condition: (_, row) => row?.button === 'custom' },
                      validate: (value: unknown, { siblingData }: { siblingData: { button?: string } }) =>
                        siblingData?.button !== 'custom' || (typeof value === 'string' && value.trim() !== '')
                          ? true
                          : 'Give your button a label.',
                    },
                    {
                      name: 'link',
                      type: 'text',
                      maxLength: 500,
                      admin: {
                        width: '40%',
                        condition: (_, row) => row?.button === 'custom',
                        description: 'A page of this site (/service) or a full address (https://…).',
                      },
                      validate: (value: unknown, { siblingData }: { siblingData: { button?: string } }) =>
                        siblingData?.button !== 'custom'
                          ? true
                          : (customButtonLinkError(typeof value === 'string' ? value : null) ?? true),
                    },
                  ],
                },
              ],
            },
            check('byAppointmentOnly', "Closed days show 'By appointment only'"),
            check('onlinePurchase', 'Online purchase (/checkout-journey) for used cars'),
          ],
        },
        {
          label: 'Phones by car type',
          name: 'phones',
          fields: [text('new', 'New cars'), text('used', 'Used cars'), text('demo', 'Demo cars')],
        },
        {
          label: 'Wording',
          fields: [
            {
              name: 'wording',
              type: 'array',
              admin: { description: 'Replace any built-in text on this site.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'text', required: true },
                    { name: 'text', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              name: 'complaintsContact',
              type: 'group',
              fields: [text('name', 'Name'), { name: 'email', type: 'email' }, text('phone', 'Phone')],
            },
          ],
        },
      ],
    },
  ],
}

function hex(value: unknown): true | string {
  return value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value))
    ? true
    : 'Use a colour like #0b3d91.'
}
