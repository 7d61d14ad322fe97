import { badInputIsBadRequest } from './collections/hooks/badInputErrors'
import { misfitOperatorIsBadRequest } from './collections/hooks/whereThroughRelations'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { releaseReservationTask } from './src/data/reservationRelease'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { collections, siteScoped } from './collections'
import { isPlatformAdmin } from './collections/access/roles'
import { siteAdminFieldAccess } from './collections/access/siteAdmin'
import { siteHistoryAccess } from './collections/access/siteHistory'
import { stockImportPlugin } from './src/stock/payload/plugin'
import { searchSyncPlugin } from './src/search/payload/plugin'
import { payloadEmailAdapter } from './src/platform/mail/payloadEmail'
import { databasePoolOptions, withSafeJobs } from './src/server/jobsDatabase'
import { mediaStoragePlugins } from './src/server/mediaStorage'
import { feedPhotosPlugin } from './src/photos/plugin'
import { leadsPlugin } from './src/leads/payload/plugin'
import { alertsPlugin } from './src/shopper/alerts/payload/plugin'
import { features } from './src/server/featurePlugins'
import { groupsPlugin } from './src/groups/plugin'
import { FEED_PHOTOS_QUEUE } from './src/photos/feedPhotoJob'
import { plainPluginLabels } from './src/admin/plainPluginLabels'
import { scopeLockedDocuments } from './collections/access/lockedDocuments'
import { internalCollectionsNotFound } from './collections/internalEndpoints'
import { staffCsrfOrigins } from './src/lib/staffOrigins'
import { env, environment, nodeEnv } from './src/config/env'
import { observedTask } from './src/observability/observedTask'
import { logger } from './src/server/log'
import { DEFAULT_TIME_ZONE } from './src/domain/siteTimeZone'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const runsJobs = (env('JOBS_WORKER') ?? '1') !== '0' && !env('DISABLE_JOB_AUTORUN')

const secret = env('PAYLOAD_SECRET')
if (!secret) {
  // `npm start` generates one into .data/ for the embedded default; production must set it.
  throw new Error(
    'PAYLOAD_SECRET is required. Set it in the environment (npm start makes one for the embedded default).',
  )
}
const databaseUrl = env('DATABASE_URL')
if (!databaseUrl) throw new Error('DATABASE_URL is required (npm start sets it for the embedded database).')

// The edit-lock collection exists only once the config is sanitized, so its access is set on the result.
export default buildConfig({
  secret,
  serverURL: env('PUBLIC_SERVER_URL') ?? '',
  // A cookie-authenticated staff request whose Origin is not the admin's own gets no session (src/lib/staffOrigins.ts:
  // PUBLIC_SERVER_URL and ADMIN_HOSTS; localhost outside production or without them). A production server without
  // either variable refuses to start (scripts/serve.ts, scripts/start.ts).
  csrf: staffCsrfOrigins(environment()),
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Dealer Platform' },
    importMap: { baseDir: dirname },
    // Payload's default avatar is a Gravatar image: blocked by the admin's CSP and unreachable offline.
    avatar: 'default',
    // The dealers' own time zones for scheduled publishing (the schedule dialog's zone picker); Sydney by default.
    timezones: {
      supportedTimezones: [
        { label: 'Sydney, Melbourne, Canberra, Hobart', value: 'Australia/Sydney' },
        { label: 'Brisbane', value: 'Australia/Brisbane' },
        { label: 'Adelaide', value: 'Australia/Adelaide' },
        { label: 'Darwin', value: 'Australia/Darwin' },
        { label: 'Perth', value: 'Australia/Perth' },
        { label: 'Auckland, Wellington', value: 'Pacific/Auckland' },
        { label: 'US Eastern', value: 'America/New_York' },
        { label: 'US Central', value: 'America/Chicago' },
        { label: 'US Mountain', value: 'America/Denver' },
        { label: 'US Pacific', value: 'America/Los_Angeles' },
      ],
      defaultTimezone: DEFAULT_TIME_ZONE,
    },
    components: {
      // Which site the editor is working on, in the header on every screen (src/admin/SiteIndicator.tsx).
      actions: ['/src/admin/SiteIndicator#SiteIndicator'],
      // The selected site's numbers above the collection cards (src/admin/SiteDashboard.tsx).
      beforeDashboard: ['/src/admin/SiteDashboard#SiteDashboard'],
      // Below the Platform group (the menu's last): "New dealer site", for platform admins (issue 20.7).
      afterNavLinks: ['/src/admin/newDealerSite/NewDealerSiteLink#NewDealerSiteNavLink'],
      views: {
        newDealerSite: {
          Component: '/src/admin/newDealerSite/NewDealerSiteView#NewDealerSiteView',
          path: '/new-dealer-site',
          meta: { title: 'New dealer site' },
        },
      },
    },
  },
  collections,
  editor: lexicalEditor(),
  // Staff password reset etc.: SMTP when SMTP_HOST is set, else .eml files in DATA_DIR/outbox (src/platform/mail).
  email: payloadEmailAdapter(),
  // withSafeJobs: atomic job claims across servers, no transaction left open when a job update fails, pool
  // exhaustion logged (src/server/jobsDatabase.ts).
  db: withSafeJobs(
    postgresAdapter({
      // A request waits at most 10 s for a free connection, then fails (lead intake answers 503) instead of hanging;
      // every connection has idle_in_transaction_session_timeout (DATABASE_IDLE_IN_TRANSACTION_MS, default 30 s).
      pool: databasePoolOptions(databaseUrl),
      // Schema changes go through committed migrations everywhere, never `push`.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
    }),
  ),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // GraphQL is off: the app and the admin use REST only, and a second API surface is a second thing to secure.
  graphQL: { disable: true },
  // Relations are populated at most 4 levels deep (Payload's default is 10): each level multiplies a response by 2-3
  // (a location list: 166 kB at depth 2, 3 MB at 5), so ?depth=10 built answers too large to send (the staff fuzz
  // found 500s, "Invalid string length"); nothing of ours reads deeper than 2.
  maxDepth: 4,
  jobs: {
    // Every run timed and traced (src/observability/observedTask.ts).
    // The features' own tasks are added by their plugins (below), timed and traced as these.
    tasks: [releaseReservationTask].map(observedTask),
    // Jobs live in Postgres. Servers with JOBS_WORKER=1 (the default) run them; JOBS_WORKER=0 makes a server never
    // autorun jobs (web-only). Even with several workers a job runs once: claims are atomic (withSafeJobs above).
    // A few at a time, often: each running job can hold connections of the pool the shopper pages share
    // (test:faults saw a run of 9 hang and the pool run dry).
    // A job server also queues the scheduled stock feed pulls every five minutes (the stock import plugin adds it).
    autoRun: !runsJobs
      ? []
      : () => {
          // (The stock plugin adds the feed-pull schedule here and the leads plugin its daily reminders: issue 39.1.)
          // Feed photos on their own queue, one job at a time: a slow DMS host never holds up leads or imports.
          return [
            { cron: '*/2 * * * * *', queue: 'default', limit: 4 },
            { cron: '*/5 * * * * *', queue: FEED_PHOTOS_QUEUE, limit: 1 },
          ]
        },
  },
  telemetry: false,
  // Bad input that reached Postgres or Payload's code answers 400, on every collection Payload's own included.
  hooks: { afterError: [badInputIsBadRequest, misfitOperatorIsBadRequest] },
  // No upload is read past 25 MB (a stock feed may be 20 MB, a car photo a few): a larger body is refused with 413
  // while it streams in, instead of being held in memory whole before a hook could refuse it. A body is read to 26 MB
  // at most (the file and the form around it), below the 27 MB Next buffers for the proxy (next.config.ts): a body
  // Next cut short is always past this and answered 413, never read as a broken form (issue 38.5).
  upload: {
    limits: { fileSize: 25 * 1024 * 1024 },
    requestSizeLimit: 26 * 1024 * 1024,
    responseOnLimit: 'The file is larger than the 25 MB an upload may be (a stock feed: 20 MB).',
  },
  // In production Payload logs through the server's one logger (src/server/log.ts): the same JSON lines, with the
  // request id of the request being served; pretty only in development.
  ...(nodeEnv() === 'production' ? { logger: logger() } : {}),
  plugins: [
    // The back-office features, each plugging in its collections, fields, hooks, endpoints and job tasks (DESIGN.md
    // "Features plug themselves in"), in this order: a later feature's hook runs after an earlier one's (the order
    // rule: src/server/featurePlugins.ts). Before the multi-tenant plugin, which scopes the collections they add.
    features(stockImportPlugin, searchSyncPlugin, leadsPlugin, alertsPlugin, feedPhotosPlugin),
    multiTenantPlugin({
      tenantsSlug: 'sites',
      tenantField: { name: 'site' },
      tenantsArrayField: {
        includeDefaultField: true,
        arrayFieldName: 'tenants',
        arrayTenantFieldName: 'site',
        arrayFieldAccess: { create: siteAdminFieldAccess, update: siteAdminFieldAccess },
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            required: true,
            defaultValue: ['site-editor'],
            saveToJWT: true,
            options: [
              { label: 'Site admin', value: 'site-admin' },
              { label: 'Site editor', value: 'site-editor' },
            ],
          },
        ],
      },
      collections: siteScoped,
      userHasAccessToAllTenants: (user) => isPlatformAdmin(user),
      // Plain words for the plugin's labels ("Assigned Tenant", "Filter by Tenant").
      i18n: {
        translations: {
          en: {
            'assign-tenant-button-label': 'Move to another site',
            'assign-tenant-modal-title': 'Move "{{title}}" to another site',
            'field-assignedTenant-label': 'Site',
            'nav-tenantSelector-label': 'Site you are editing',
          },
        },
      },
      cleanupAfterTenantDelete: true,
    }),
    // Right after the multi-tenant plugin: dealer groups (issue 42) widen its site scoping of offers and promo tiles by
    // the group layer (src/groups/plugin.ts).
    groupsPlugin,
    // Media on S3-compatible storage when S3_BUCKET is set, else on local disk (src/server/mediaStorage.ts).
    ...mediaStoragePlugins(),
    // After the multi-tenant plugin: a site's history is read by its admins (collections/access/siteHistory.ts).
    siteHistoryAccess,
    // Last: plain labels on the fields the plugins above added.
    plainPluginLabels,
  ],
})
  .then(scopeLockedDocuments)
  .then(internalCollectionsNotFound)
