import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'
import { isPlatformAdmin, staffSiteIds } from './roles'

/**
 * Who may see and touch an edit lock ("X is editing this document"). Payload adds `payload-locked-documents` while it
 * sanitizes the config, after every plugin has run, and gives it "any signed-in user" on every operation. Across
 * sites that let one dealer's staff list who edits what at every other dealer, and lock another dealer's document:
 * a REST save refuses a locked document (423), so a lock renewed every few minutes kept that dealer from saving.
 *
 * Here: platform admins see every lock; staff see, take over and release the locks of staff who share one of their
 * sites, and lock only documents they may update themselves, in their own name.
 */

type LockData = {
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
  user?: { relationTo?: unknown; value?: unknown } | number | string | null
}

/** The ids of the user and of everyone who works for one of the user's sites (cached on the request). */
async function colleagueIds(req: PayloadRequest): Promise<(number | string)[]> {
  const cached = req.context.lockColleagues as (number | string)[] | undefined
  if (cached) return cached
  const sites = staffSiteIds(req.user)
  const colleagues =
    sites.length === 0
      ? []
      : await req.payload.find({
          collection: 'users',
          where: { 'tenants.site': { in: sites } },
          depth: 0,
          pagination: false,
          select: {},
          // Ids only, to narrow the locks below; no user data leaves this function.
          overrideAccess: true,
        })
  const ids = [req.user!.id, ...('docs' in colleagues ? colleagues.docs.map((u) => u.id) : [])]
  req.context.lockColleagues = ids
  return ids
}

const colleaguesLocks: Access = async ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  return { 'user.value': { in: await colleagueIds(req) } } satisfies Where
}

const userIdOf = (user: LockData['user']) => (user && typeof user === 'object' ? user.value : user)

/** A lock names its holder: only the signed-in user themselves. */
const ownName = (req: PayloadRequest, data: LockData) =>
  data.user === undefined || String(userIdOf(data.user)) === String(req.user!.id)

/** The locked document is one the user may update (their access, not the lock's). */
async function mayUpdate(req: PayloadRequest, data: LockData): Promise<boolean> {
  if (data.globalSlug) return isPlatformAdmin(req.user)
  const slug = data.document?.relationTo
  const id = Number(data.document?.value)
  if (typeof slug !== 'string' || !Number.isInteger(id)) return false
  const collection = req.payload.collections[slug as keyof typeof req.payload.collections]
  if (!collection) return false
  const update = collection.config.access.update
  const result = await update({ req, id, data: undefined })
  if (result === true) return true
  if (!result) return false
  const found = await req.payload.count({
    collection: slug as 'pages',
    where: { and: [{ id: { equals: id } }, result] },
    overrideAccess: true,
    req,
  })
  return found.totalDocs === 1
}

const createLock: Access = async ({ req, data }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const lock = (data ?? {}) as LockData
  return ownName(req, lock) && (await mayUpdate(req, lock))
}

const updateLock: Access = async (args) => {
  const { req, data } = args
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const lock = (data ?? {}) as LockData
  // Taking over a colleague's lock puts it in one's own name; moving it to another document needs that document.
  if (!ownName(req, lock)) return false
  if (lock.document !== undefined && !(await mayUpdate(req, lock))) return false
  return colleaguesLocks(args)
}

/** Applied to the sanitized config (the lock collection exists only from then on). */
export function scopeLockedDocuments(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) {
    locks.access = {
      ...locks.access,
      read: colleaguesLocks,
      create: createLock,
      update: updateLock,
      delete: colleaguesLocks,
    }
  }
  return config
}
