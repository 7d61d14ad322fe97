import { handleServerFunctions } from '@payloadcms/next/layouts'
import {
  canAccessAdmin,
  type CollectionSlug,
  docAccessOperation,
  flattenAllFields,
  getFieldByPath,
  type ImportMap,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
  type ServerFunction,
} from 'payload'
import { isPlatformAdmin } from '../../../collections/access/roles'
import { checkServerFunctionCall, DOCUMENT_ARGUMENTS, documentId, type Entities } from './args'
import { badArgument, refusalFor, ServerFunctionRefusal } from './refusal'

/** Scheduled publish events a document may have waiting at once (the admin's drawer lists them). */
export const MAX_SCHEDULED_PER_DOCUMENT = 20

type Context = { config: Promise<SanitizedConfig> | SanitizedConfig; importMap: ImportMap }

const entitiesOf = (config: SanitizedConfig): Entities => ({
  collections: new Set(config.collections.map((c) => c.slug)),
  globals: new Set(config.globals.map((g) => g.slug)),
  folders: Boolean(config.folders),
})

type Augmented = { req: PayloadRequest; permissions?: { collections?: Record<string, { read?: unknown }> } }

/** A collection of this config, as the Local API types its slugs (args.ts refused unknown ones the client sent). */
const isCollectionSlug = (payload: Payload, name: string): name is CollectionSlug =>
  Object.hasOwn(payload.collections, name)

/** The collection an argument names, or a refusal naming the argument (a stored job may name a removed one). */
function collectionNamed(req: PayloadRequest, name: string, argument: string): CollectionSlug {
  if (!isCollectionSlug(req.payload, name)) throw badArgument(argument, 'a collection')
  return name
}

/**
 * What Payload's functions take on trust, checked for the signed-in user: render-list and table-state of a collection
 * the user may not read threw a plain "not-found" (500), and slugify with a path that is no field destructured null.
 */
function checkForUser(name: string, args: Record<string, unknown>, { req, permissions }: Augmented): void {
  if (
    (name === 'render-list' || name === 'table-state') &&
    !permissions?.collections?.[args.collectionSlug as string]?.read
  )
    throw badArgument('collectionSlug', 'a collection you may read')
  if (name === 'slugify') {
    const { config } = req.payload
    const entity = args.collectionSlug
      ? req.payload.collections[args.collectionSlug as CollectionSlug]?.config
      : config.globals.find((g) => g.slug === args.globalSlug)
    const found =
      entity &&
      getFieldByPath({ config, fields: flattenAllFields({ fields: entity.fields }), path: args.path as string })
    if (!found?.field) throw badArgument('path', 'a field of the collection')
  }
}

/**
 * The document exists for this user: read through the collection's access (the multi-tenant plugin narrows staff to
 * their own sites), so another site's document is "not found", as in the REST API.
 */
async function assertReadable(req: PayloadRequest, name: string, id: number, argument: string): Promise<void> {
  const doc = await req.payload.findByID({
    collection: collectionNamed(req, name, argument),
    id,
    req,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) throw new ServerFunctionRefusal(404, `${argument}: no such document`)
}

/** The user may update (publish) this very document, judged on the stored document, not on data the client sent. */
async function assertUpdatable(req: PayloadRequest, name: string, id: number, argument: string): Promise<void> {
  await assertReadable(req, name, id, argument)
  const collection = req.payload.collections[collectionNamed(req, name, argument)]
  const permissions = await docAccessOperation({ id, collection, req })
  if (!permissions.update) throw new ServerFunctionRefusal(403, `${argument}: you may not publish this document`)
}

type ScheduleArgs = {
  type?: 'publish' | 'unpublish'
  date?: Date
  deleteID?: number | string
  doc?: { relationTo: string; value: number | string }
  global?: string
  localeToPublish?: string
  timezone?: string
}

/**
 * The schedulePublish job as Payload's own schedule drawer queues and lists it: the document's id as a string (its
 * listing matches `input.doc.value` against `String(id)`, a typed JSON path, so a number would not be listed) and the
 * time zone the date was picked in. The generated `TaskSchedulePublish` input has a number id and no time zone, so
 * this is the one place the job's true shape meets the generated one.
 */
type ScheduledPublishJob = {
  task: 'schedulePublish'
  waitUntil?: Date
  input: {
    type: 'publish' | 'unpublish'
    doc: { relationTo: CollectionSlug; value: string }
    locale?: string
    timezone?: string
    user: { relationTo: 'users'; value: number }
  }
}

const queueScheduledPublish = (payload: Payload, job: ScheduledPublishJob) =>
  payload.jobs.queue(job as unknown as Parameters<Payload['jobs']['queue']>[0])

/**
 * schedule-publish, replacing Payload 3.90.1's `schedulePublishHandler` (@payloadcms/ui utilities/schedulePublishHandler):
 * upstream checks only that the user may open the admin, then deletes the job `deleteID` through the Local API with
 * access overridden (any job id, sequential, of any site) and queues a publish job for whatever `doc` it is sent,
 * even none (so every "delete" in the drawer also queued an empty job, and anyone could fill the queue). Here a job
 * is deleted only when it is a scheduled publish of a document the user may publish; a publish is queued only for
 * such a document, with a date, and at most MAX_SCHEDULED_PER_DOCUMENT waiting per document.
 */
const schedulePublish: ServerFunction<ScheduleArgs> = async (args) => {
  const { req } = args
  await canAccessAdmin({ req })
  const user = req.user
  if (!user) throw new ServerFunctionRefusal(401, 'sign in first')
  const { payload } = req
  if (args.deleteID !== undefined && args.deleteID !== null) {
    const id = documentId('deleteID', args.deleteID)
    const job = (await payload.findByID({
      collection: 'payload-jobs',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as { taskSlug?: string; completedAt?: string | null; input?: ScheduleArgs } | null
    if (!job || job.taskSlug !== 'schedulePublish' || job.completedAt)
      throw new ServerFunctionRefusal(404, 'deleteID: no such scheduled publish event')
    const target = job.input?.doc
    if (target) await assertUpdatable(req, target.relationTo, documentId('deleteID', target.value), 'deleteID')
    else if (!isPlatformAdmin(user)) throw new ServerFunctionRefusal(403, 'deleteID: not your scheduled event')
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true, req })
  }
  if (args.doc) {
    const id = documentId('doc.value', args.doc.value)
    await assertUpdatable(req, args.doc.relationTo, id, 'doc')
    const waiting = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: {
        taskSlug: { equals: 'schedulePublish' },
        completedAt: { exists: false },
        'input.doc.relationTo': { equals: args.doc.relationTo },
        'input.doc.value': { equals: String(id) },
      },
    })
    if (waiting.totalDocs >= MAX_SCHEDULED_PER_DOCUMENT)
      return { error: `This document already has ${MAX_SCHEDULED_PER_DOCUMENT} scheduled events; delete one first.` }
    await queueScheduledPublish(payload, {
      task: 'schedulePublish',
      waitUntil: args.date,
      input: {
        type: args.type === 'unpublish' ? 'unpublish' : 'publish',
        doc: { relationTo: collectionNamed(req, args.doc.relationTo, 'doc.relationTo'), value: String(id) },
        locale: args.localeToPublish,
        timezone: args.timezone,
        user: { relationTo: user.collection ?? 'users', value: user.id },
      },
    })
  }
  return { message: req.i18n.t('general:success') }
}

/**
 * Every admin server function: the call's shape is checked first (args.ts); a function that names a document gets it
 * only when the user can read it (another site's document: 404); schedule-publish is replaced (above). Payload's
 * errors become Next's 401/403/404 answers instead of 500 (refusal.ts).
 */
export async function handleAdminServerFunction(call: unknown, context: Context): Promise<unknown> {
  try {
    const config = await context.config
    const { name, args } = checkServerFunctionCall(call, entitiesOf(config))
    const document = DOCUMENT_ARGUMENTS[name]
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's own type for this map
    const guarded: Record<string, ServerFunction<any>> = { 'schedule-publish': schedulePublish }
    if (document) {
      guarded[name] = async (augmented: { req: PayloadRequest }) => {
        const id = args[document.id]
        if (id !== undefined && id !== null && id !== '') {
          if (!augmented.req.user) throw new ServerFunctionRefusal(401, 'sign in first')
          const collection = args[document.collection] as string
          await assertReadable(augmented.req, collection, documentId(document.id, id), document.id)
        }
        // The document is the user's: Payload's own function, as the admin calls it.
        return handleServerFunctions({ name, args, ...context })
      }
    }
    // Only the sign-in and first-user screens call a server function without a session (form-state); any other
    // without one is a 401 before Payload runs it (render-widget answered an anonymous caller with a 500).
    if (!guarded[name] && name !== 'form-state')
      guarded[name] = async (augmented: Augmented) => {
        if (!augmented.req.user) throw new ServerFunctionRefusal(401, 'sign in first')
        checkForUser(name, args, augmented)
        return handleServerFunctions({ name, args, ...context })
      }
    return await handleServerFunctions({ name, args, ...context, serverFunctions: guarded })
  } catch (error) {
    throw refusalFor(error) ?? error
  }
}
