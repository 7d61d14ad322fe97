import {
  APIError,
  type AfterErrorHook,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'
import { isPlatformAdmin } from '../access/roles'

/**
 * A where-path (or sort path) that crosses a relationship, upload or join field and then tests a field of the
 * related document is a blind oracle on that document: `offers?where[excludedWebsites.forms.leadEmail][like]=a`
 * answers "is there an offer pointing at a site whose lead e-mail contains `a`", character by character.
 * Payload checks the *field-level* read access along the path (validateSearchParam in
 * node_modules/payload/dist/database/queryValidation/validateSearchParams.js). Payload 3.90 also tries to AND the
 * related collection's read Where into the query there, by mutating the where object it validates — but not
 * everywhere: with `draft: true` (the admin list of a drafts collection, REST `?draft=true`) findOperation validates
 * a *copy* (`appendVersionToQueryKey(where)` in collections/operations/find.js), so the constraint is dropped and the
 * oracle answered (probed on 3.90.2: `like 'zq…'` → 1 offer, `like 'zz'` → 0); sort paths only get the field-level
 * check (validateSortQuery.js); and the scoping depends on each access result's shape.
 *
 * The rule, for every collection (added in collections/index.ts next to withIdCheck): unless the operation runs with
 * `overrideAccess: true` (server code) or for a platform admin, a where/sort path may continue past a relationship
 * into collection C only if C's read access for this request is exactly `true` (readable without constraint, such as
 * the public collections for anonymous shoppers). Testing the relationship itself (`rel`, `rel.id`, `rel.value`,
 * `rel.relationTo`) stays allowed: it reveals nothing about the related document. Otherwise the query is refused
 * with a 400 naming the path. Refusing is simpler and safer than rewriting the path with C's constraint: a hasMany
 * relationship would need the constraint and the test on the *same* related document, for every hop. The cost: staff
 * cannot filter through a relationship into a scoped collection even for documents they may read (`site.name` on
 * their own site); they filter by the relationship's id instead, which the admin UI does anyway.
 *
 * It runs in beforeOperation, so for every operation that takes a where/sort/joins: find and findByID ('read'),
 * count, countVersions, findVersions, findDistinct ('readDistinct'), bulk update and bulk delete. Payload passes the
 * caller's `overrideAccess` in `args` (collections/operations/utilities/buildBeforeOperation.js); the REST and
 * GraphQL handlers leave it undefined, which Payload treats as false, and so does this hook.
 *
 * Field-level access is still checked by Payload afterwards, as before; this hook only adds a check.
 */

type Access = (args: { req: PayloadRequest }) => unknown
type Hop = { slugs: string[]; rest: string[]; path: string }

/** The final (sanitized, plugin-wrapped) config of a collection, by slug. */
const collectionConfig = (req: PayloadRequest, slug: string) =>
  (req.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[slug]?.config

const RELATION_TYPES = new Set(['relationship', 'upload'])

/** Marks a refusal of this module for answerWhereRefusal (a property, not a class: the built server's errors lose theirs). */
const WHERE_REFUSED = 'where-refused'

function refuse(path: string, reason: string): never {
  const error = new APIError(`where path '${path}' is not allowed: ${reason}`, 400, null, true)
  throw Object.assign(error, { refused: WHERE_REFUSED })
}

/**
 * The refusal's answer: 400 and its message, naming the path. Set here because in the production build Payload's
 * error formatting answered "An unknown error occurred." for an error thrown from a hook (as in staffSignInLimits.ts).
 */
export const answerWhereRefusal: CollectionAfterErrorHook = ({ error }) => {
  if ((error as { refused?: string }).refused !== WHERE_REFUSED) return
  return { status: 400, response: { errors: [{ message: error.message }] } }
}

/** The field paths a where tests, with the nested where of a `contains`/`in` on a relationship, if any. */
function wherePaths(where: unknown, out: { path: string; value: unknown }[] = []): { path: string; value: unknown }[] {
  if (!where || typeof where !== 'object') return out
  for (const [key, constraint] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && Array.isArray(constraint)) {
      for (const sub of constraint) wherePaths(sub, out)
      continue
    }
    if (constraint && typeof constraint === 'object' && !Array.isArray(constraint)) {
      for (const value of Object.values(constraint as Record<string, unknown>)) out.push({ path: key, value })
      if (Object.keys(constraint).length === 0) out.push({ path: key, value: undefined })
    } else {
      out.push({ path: key, value: constraint })
    }
  }
  return out
}

/** Sort paths, without the leading '-'. */
function sortPaths(sort: unknown): string[] {
  const list = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return list
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => s.trim().replace(/^[-+]/, ''))
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/**
 * Walks `segments` through `fields` and returns the first relationship hop that continues into the related
 * collection (the path up to and including the relationship, its target collections and the rest of the path), or
 * undefined when the path stays in this document or stops at the relationship itself.
 */
function firstHop(
  req: PayloadRequest,
  fields: FlattenedField[],
  segments: string[],
  prefix: string[],
  atRoot: boolean,
): Hop | undefined {
  if (segments.length === 0) return undefined
  let [head, ...rest] = segments
  if (head === undefined) return undefined
  const field = fields.find((f) => 'name' in f && f.name === head)
  // findVersions/countVersions where paths start with `version.`.
  if (!field && atRoot && head === 'version' && !fields.some((f) => 'name' in f && f.name === 'version')) {
    return firstHop(req, fields, rest, [...prefix, head], false)
  }
  // A locale segment (`title.en`) or an array index (`rows.0.name`) keeps the current level.
  if (!field) {
    const locales = (req.payload.config.localization && req.payload.config.localization.localeCodes) || []
    if (/^\d+$/.test(head) || locales.includes(head)) return firstHop(req, fields, rest, [...prefix, head], false)
    return undefined // unknown: Payload's own validation refuses it
  }
  const here = [...prefix, head]
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return firstHop(req, field.flattenedFields, rest, here, false)
    case 'blocks': {
      const blocks = [
        ...(field.blocks ?? []),
        ...((field.blockReferences ?? [])
          .map((b) =>
            typeof b === 'string'
              ? (req.payload.blocks as Record<string, (typeof field.blocks)[number] | undefined> | undefined)?.[b]
              : b,
          )
          .filter(Boolean) as typeof field.blocks),
      ]
      for (const block of blocks) {
        const hop = firstHop(req, block.flattenedFields, rest, here, false)
        if (hop) return hop
      }
      return undefined
    }
    case 'relationship':
    case 'upload': {
      const polymorphic = Array.isArray(field.relationTo)
      const slugs = polymorphic ? (field.relationTo as string[]) : [field.relationTo as string]
      if (polymorphic) {
        if (rest[0] === 'relationTo') return undefined
        if (rest[0] === 'value') {
          head = rest.shift()!
          here.push(head)
        }
      }
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id')) return undefined
      return { slugs, rest, path: here.join('.') }
    }
    case 'join': {
      const slugs = Array.isArray(field.collection) ? field.collection : [field.collection]
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id')) return undefined
      return { slugs, rest, path: here.join('.') }
    }
    default:
      return undefined
  }
}

/** The hop a path ends on when it stops exactly at a relationship/join (for a nested `contains` where). */
function endsOnRelation(req: PayloadRequest, fields: FlattenedField[], segments: string[]): string[] | undefined {
  let level = fields
  for (let i = 0; i < segments.length; i++) {
    const field = level.find((f) => 'name' in f && f.name === segments[i])
    if (!field) return undefined
    const last = i === segments.length - 1
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      level = field.flattenedFields
      continue
    }
    if (!last) return undefined
    if (RELATION_TYPES.has(field.type)) {
      const relationTo = (field as { relationTo: string | string[] }).relationTo
      return Array.isArray(relationTo) ? relationTo : [relationTo]
    }
    if (field.type === 'join') return Array.isArray(field.collection) ? field.collection : [field.collection]
    return undefined
  }
  return undefined
}

/** The fields a where path ends on (several when blocks share a name), through groups, arrays, blocks and relationships. */
function fieldsAtPath(
  req: PayloadRequest,
  fields: FlattenedField[],
  segments: string[],
  atRoot: boolean,
  depth = 0,
): FlattenedField[] {
  const [head, ...rest] = segments
  if (head === undefined || depth > 10) return []
  const field = fields.find((f) => 'name' in f && f.name === head)
  if (!field) {
    if (head === 'id' && rest.length === 0) return [{ name: 'id', type: 'number' } as FlattenedField]
    const locales = (req.payload.config.localization && req.payload.config.localization.localeCodes) || []
    if ((atRoot && head === 'version') || /^\d+$/.test(head) || locales.includes(head))
      return fieldsAtPath(req, fields, rest, false, depth)
    return []
  }
  if (rest.length === 0) return [field]
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return fieldsAtPath(req, field.flattenedFields, rest, false, depth)
    case 'blocks':
      return (field.blocks ?? []).flatMap((block) => fieldsAtPath(req, block.flattenedFields, rest, false, depth))
    case 'relationship':
    case 'upload':
    case 'join': {
      const to = field.type === 'join' ? field.collection : field.relationTo
      const slugs = Array.isArray(to) ? to : [to]
      const next = Array.isArray(to) && rest[0] === 'value' ? rest.slice(1) : rest
      if (next[0] === 'relationTo' || (next.length === 1 && next[0] === 'id')) return [field]
      return slugs.flatMap((slug) => {
        const related = collectionConfig(req, slug)?.flattenedFields
        return related ? fieldsAtPath(req, related, next, false, depth + 1) : []
      })
    }
    default:
      return []
  }
}

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const TEXT_OPERATORS = new Set(['contains', 'like', 'not_like'])
const NO_TEXT_MATCH = new Set(['date', 'checkbox', 'point'])

/** Why `operator` does not fit `field` in the Postgres adapter (it would fail as a 500), or null when it fits. */
export function operatorMisfit(field: Pick<FlattenedField, 'type'> & { hasMany?: boolean }, operator: string) {
  if (operator === 'all') return "the database does not support 'all'; use 'in'"
  if (GEO_OPERATORS.has(operator) && field.type !== 'point') return `it is a ${field.type} field, not a point`
  if (TEXT_OPERATORS.has(operator) && NO_TEXT_MATCH.has(field.type)) return `it is a ${field.type} field, not text`
  if (operator === 'contains' && field.type === 'number' && !field.hasMany) return 'it is a number field, not text'
  return null
}

/** The path and operator of every test in a where, through `and`/`or`. */
function whereTests(where: unknown, out: { path: string; operator: string }[] = []) {
  if (!isPlainObject(where)) return out
  for (const [key, constraint] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(constraint)) for (const sub of constraint) whereTests(sub, out)
    else if (isPlainObject(constraint))
      for (const operator of Object.keys(constraint)) out.push({ path: key, operator })
  }
  return out
}

/**
 * The same refusal for Payload's own collections (payload-preferences, payload-locked-documents, …), which the
 * collection hooks above never see: root-level, after the adapter failed with a 500 on a where whose operator does not
 * fit its field, the answer is the 400 naming the path (found by the staff fuzz, issue 38.7).
 */
export const misfitOperatorIsBadRequest: AfterErrorHook = ({ error, req, collection }) => {
  const status = (error as { status?: number }).status ?? 500
  const where = (req?.query as { where?: unknown } | undefined)?.where
  if (status !== 500 || !collection || !req || !where) return
  try {
    assertOperatorsFit(req, collection.slug, where)
  } catch (refusal) {
    return { status: 400, response: { errors: [{ message: (refusal as Error).message }] } }
  }
}

/**
 * Refuses (400, naming the path and the operator) a where test whose operator does not fit its field: `near`,
 * `within` and `intersects` on anything but a point, `all` anywhere (the Postgres adapter has none), `contains` or
 * `like` on a date, checkbox or point. Payload 3.90 passes them to the adapter, which fails with a 500 (issue 38.6).
 */
export function assertOperatorsFit(req: PayloadRequest, collectionSlug: string, where: unknown): void {
  const fields = collectionConfig(req, collectionSlug)?.flattenedFields
  if (!fields) return
  for (const { path, operator } of whereTests(where)) {
    const clean = path.replace(/__/g, '.')
    for (const field of fieldsAtPath(req, fields, clean.split('.'), true)) {
      const misfit = operatorMisfit(field as FlattenedField & { hasMany?: boolean }, operator)
      if (misfit) refuse(clean, `the operator '${operator}' does not fit it: ${misfit}`)
    }
  }
}

/** Refuses (400) a where, sort or distinct-field path of `collectionSlug` that tests fields beyond a relationship the caller cannot read unconstrained. */
export async function assertWhereStaysReadable(
  req: PayloadRequest,
  collectionSlug: string,
  where: unknown,
  sort: unknown,
  pathPrefix = '',
  extraPaths: string[] = [],
): Promise<void> {
  const cache = new Map<string, Promise<unknown>>()
  const readAccess = (slug: string) => {
    if (!cache.has(slug)) {
      const access = collectionConfig(req, slug)?.access?.read as Access | undefined
      // An access function that throws (or is missing) counts as "not readable without constraint".
      cache.set(
        slug,
        (async () => (access ? access({ req }) : false))().catch(() => false),
      )
    }
    return cache.get(slug)!
  }

  const checkPath = async (slug: string, segments: string[], shown: string, nested: unknown): Promise<void> => {
    const fields = collectionConfig(req, slug)?.flattenedFields
    if (!fields) return
    const hop = firstHop(req, fields, segments, [], true)
    if (hop) {
      for (const target of hop.slugs) {
        if ((await readAccess(target)) !== true) {
          refuse(
            shown,
            `it tests fields of '${target}' documents through '${hop.path}', and you may read only some of them`,
          )
        }
        await checkPath(target, hop.rest, shown, nested)
      }
      return
    }
    // `rel: { contains: { ...where on the related collection } }` (nested relationship query).
    if (isPlainObject(nested)) {
      const targets = endsOnRelation(req, fields, segments)
      if (!targets) return
      const inner = wherePaths(nested)
      const testsMore = inner.some(({ path }) => path !== 'id')
      for (const target of targets) {
        if (testsMore && (await readAccess(target)) !== true) {
          refuse(shown, `its nested query tests fields of '${target}' documents, and you may read only some of them`)
        }
        for (const { path, value } of inner)
          await checkPath(target, path.replace(/__/g, '.').split('.'), `${shown}.${path}`, value)
      }
    }
  }

  for (const { path, value } of wherePaths(where)) {
    const clean = path.replace(/__/g, '.')
    await checkPath(collectionSlug, clean.split('.'), pathPrefix + clean, value)
  }
  for (const path of [...sortPaths(sort), ...extraPaths])
    await checkPath(collectionSlug, path.split('.'), pathPrefix + path, undefined)
}

/** beforeOperation: applies the rule above to the where, sort and join queries of every operation that takes them. */
export const whereThroughRelations: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  const a = args as {
    overrideAccess?: boolean
    where?: Where
    sort?: unknown
    joins?: unknown
    field?: unknown
    req?: PayloadRequest
  }
  const request = a.req ?? req
  // Whoever asks: an operator that does not fit its field fails in the database adapter for everyone.
  if (request) assertOperatorsFit(request, collection.slug, a.where)
  if (a.overrideAccess === true || (a.overrideAccess === undefined && overrideAccess === true)) return args
  if (!request || isPlatformAdmin(request.user)) return args
  // findDistinct's `field` returns the values at that path: the same rule applies.
  const distinct = operation === 'readDistinct' && typeof a.field === 'string' ? [a.field] : []
  await assertWhereStaysReadable(request, collection.slug, a.where, a.sort, '', distinct)
  // `joins: { <join path>: { where, sort } }` query the joined collection.
  if (isPlainObject(a.joins)) {
    const joins =
      (collectionConfig(request, collection.slug) as { joins?: Record<string, { joinPath: string }[]> } | undefined)
        ?.joins ?? {}
    for (const [joinedSlug, list] of Object.entries(joins)) {
      for (const join of list) {
        const q = a.joins[join.joinPath]
        if (isPlainObject(q)) await assertWhereStaysReadable(request, joinedSlug, q.where, q.sort, `${join.joinPath}: `)
      }
    }
  }
  return args
}

/**
 * The collection with the hook above among its beforeOperation hooks (after the others, which may rewrite args), and
 * the refusals' answer among its afterError hooks.
 */
export function withWhereThroughRelations(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), whereThroughRelations],
      afterError: [...(collection.hooks?.afterError ?? []), answerWhereRefusal],
    },
  }
}
