import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { releaseReservationTask } from './src/shopper/releaseTask'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { collections, siteScoped } from './collections'
import { isPlatformAdmin } from './collections/access/roles'
import { siteAdminFieldAccess } from './collections/access/siteAdmin'
import { syncCarsToIndexTask } from './src/search/syncJob'
import { deliverLeadTask } from './src/leads/delivery/task'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const secret = process.env.PAYLOAD_SECRET
if (!secret) {
  // `npm start` generates one into .data/ for the embedded default; production must set it.
  throw new Error('PAYLOAD_SECRET is required. Set it in the environment (npm start makes one for the embedded default).')
}
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL is required (npm start sets it for the embedded database).')

export default buildConfig({
  secret,
  serverURL: process.env.PUBLIC_SERVER_URL ?? '',
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Dealer Platform' },
    importMap: { baseDir: dirname },
  },
  collections,
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A request waits at most 10 s for a free connection, then fails (lead intake answers 503) instead of hanging.
    pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 10), connectionTimeoutMillis: 10_000 },
    // Schema changes go through committed migrations everywhere, never `push`.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  jobs: {
    tasks: [syncCarsToIndexTask, deliverLeadTask, releaseReservationTask],
    // Jobs live in Postgres; any app instance may run them. A few at a time, often: each running job can hold
    // connections of the pool the shopper pages share (test:faults saw a run of 9 hang and the pool run dry).
    autoRun: process.env.DISABLE_JOB_AUTORUN ? [] : [{ cron: '*/2 * * * * *', queue: 'default', limit: 4 }],
  },
  telemetry: false,
  plugins: [
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
      cleanupAfterTenantDelete: true,
    }),
  ],
})
