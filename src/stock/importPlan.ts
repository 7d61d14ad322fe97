import type { Payload, PayloadRequest } from 'payload'
import type { Car, Dealership } from '@/payload-types'
import { type ColumnMapping, type FeedError, type ParsedFeed, readStockFeed } from './feedParser'
import { type FeedPlan, planFeedImport } from './feedPlan'
import { decodeFeed } from './feedText'
import { missingColumnsReason } from './feedColumns'
import { carsPerDealership, stockCapRefusal } from './dealershipStockCap'
import type { PlannedCounts } from './importDecision'
import { existingCar } from './importCarShape'
import { dealershipYards } from './importReads'
import { odometerUnit } from '@/domain/odometer'
import { usableMediaFileNames } from '@/data/siteMedia'
import { mediaReferenceOf } from '@/lib/mediaFilePath'
import { relationId } from '@/domain/relationId'
import { feedRefusal, feedRowCount } from '@/domain/feedRefusal'

/**
 * The import's first step: what the feed would change, before anything changes. It reads the stored file and the
 * dealership's stock and diffs them (the diff itself is pure: feedPlan.ts); nothing here writes.
 */

/** What a planned import would do, and what was read, before anything changes. */
export type FeedImportPlan = {
  dealership: Dealership
  parsed: ParsedFeed
  plan: FeedPlan
  stored: Car[]
  counts: PlannedCounts
  /** The dealership's cars listed now (not sold): the base of the sell threshold. */
  listed: number
  /** The feed's car rows, read or rejected. */
  rows: number
  /** A refusal of the whole file (missing column, empty, not a feed): nothing may change. */
  refusal?: FeedError
  /** The refusal's rows for the report's table: each missing column on its own row. */
  refusalRows?: FeedError[]
  locationIds: Map<string, number>
  locationNames: Map<number, string>
}

/** A row whose car the database refused on an earlier try (importWrite.ts's CarWriteError). */
type RefusedRow = { stocknum: string; field: string; reason: string }

/** Reads the stored feed and diffs it against the dealership's stock, inside `req`'s transaction when it has one. */
export async function planStockFeed(
  payload: Payload,
  {
    dealership,
    bytes,
    format,
    now = new Date(),
    req,
    exclude = [],
  }: {
    dealership: Dealership
    bytes: AsyncIterable<Uint8Array>
    format: 'csv' | 'json'
    now?: Date
    req?: PayloadRequest
    /** Rows whose car the database refused on an earlier try: rejected like a bad row, their cars kept. */
    exclude?: readonly RefusedRow[]
  },
): Promise<FeedImportPlan> {
  const mapping = Object.fromEntries(
    (dealership.feedColumnMapping ?? []).map((row) => [row.column, row.field ?? '']),
  ) as ColumnMapping
  const site = await payload.findByID({
    collection: 'sites',
    id: relationId(dealership.site)!,
    depth: 0,
    select: { locale: true },
    req,
  })
  const read = await readStockFeed(decodeFeed(bytes), format, {
    now,
    columnMapping: mapping,
    odometerUnit: odometerUnit(site.locale),
  })
  // Issue 38.5: a feed listing more cars than a dealership may have is refused before its stock is read or diffed.
  const feedRows = feedRowCount(read.rows.length, read.errors)
  const overCap = stockCapRefusal(feedRows, carsPerDealership())
  if (overCap) return overCapPlan(payload, { dealership, parsed: read, rows: feedRows, refusal: overCap, req })
  const excluded = new Set(exclude.map((e) => e.stocknum))
  const foreignMedia = await foreignMediaErrors(payload, relationId(dealership.site), read.rows, req)
  const parsed: ParsedFeed = {
    ...read,
    rows: read.rows.filter((row) => !excluded.has(row.car.stocknum) && !foreignMedia.has(row.line)),
    errors: [
      ...read.errors,
      ...foreignMedia.values(),
      ...read.rows
        .filter((row) => excluded.has(row.car.stocknum))
        .map((row) => {
          const failure = exclude.find((e) => e.stocknum === row.car.stocknum)!
          return { line: row.line, field: failure.field, reason: failure.reason, stocknum: row.car.stocknum }
        }),
    ].sort((a, b) => a.line - b.line),
  }
  const { locationNames, locationIds } = await dealershipYards(payload, dealership.id, req)
  const stored = (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    })
  ).docs
  // A feed that could not be read at all, or lacks a required column, is not an empty snapshot (src/domain).
  const { refusal, missing } = feedRefusal(parsed.errors, parsed.rows.length, missingColumnsReason)
  const plan = refusal
    ? { create: [], update: [], markSold: [], unchanged: 0 }
    : planFeedImport(
        stored.map((car) => existingCar(car, locationNames)),
        parsed.rows.map((r) => r.car),
        now,
        // Rows rejected for a bad field are still in the dealer's stock: keep them as they are.
        { retain: parsed.errors.flatMap((e) => e.stocknum ?? []) },
      )
  const rejected = new Set(parsed.errors.map((e) => e.line)).size
  return {
    dealership,
    parsed,
    plan,
    stored,
    locationIds,
    locationNames,
    refusal,
    refusalRows: missing.length > 0 ? missing : undefined,
    listed: stored.filter((car) => car.status !== 'sold').length,
    rows: parsed.rows.length + rejected,
    counts: {
      created: plan.create.length,
      updated: plan.update.length,
      sold: plan.markSold.length,
      unchanged: plan.unchanged,
      rejected: refusal ? 0 : rejected,
    },
  }
}

/** A plan that changes nothing: the refusal, and the dealership's listed stock for the report. */
async function overCapPlan(
  payload: Payload,
  {
    dealership,
    parsed,
    rows,
    refusal,
    req,
  }: { dealership: Dealership; parsed: ParsedFeed; rows: number; refusal: FeedError; req?: PayloadRequest },
): Promise<FeedImportPlan> {
  const { totalDocs: listed } = await payload.count({
    collection: 'cars',
    where: { dealership: { equals: dealership.id }, status: { not_equals: 'sold' } },
    req,
  })
  return {
    dealership,
    parsed,
    plan: { create: [], update: [], markSold: [], unchanged: 0 },
    stored: [],
    counts: { created: 0, updated: 0, sold: 0, unchanged: 0, rejected: 0 },
    listed,
    rows,
    refusal,
    locationIds: new Map(),
    locationNames: new Map(),
  }
}

/**
 * Rows whose images name a media file of this platform (`/api/media/file/{name}`, in any form a browser resolves
 * there: `?x=1`, dot and encoded segments) that is not the site's own or shared: rejected like a bad value, so a
 * feed cannot show (or put in the car PDF) another dealer's media.
 */
async function foreignMediaErrors(
  payload: Payload,
  siteId: number | undefined,
  rows: ParsedFeed['rows'],
  req?: PayloadRequest,
): Promise<Map<number, FeedError>> {
  const named = rows.flatMap((row) =>
    (row.car.images ?? []).flatMap((url) => {
      const name = mediaReferenceOf(url)
      return name ? [{ row, url, name }] : []
    }),
  )
  if (named.length === 0) return new Map()
  const usable =
    siteId === undefined
      ? new Set<string>()
      : await usableMediaFileNames(
          payload,
          siteId,
          named.map((n) => n.name),
          req,
        )
  const errors = new Map<number, FeedError>()
  for (const { row, url, name } of named)
    if (!usable.has(name) && !errors.has(row.line))
      errors.set(row.line, {
        line: row.line,
        field: 'images',
        reason: `${url} is not one of this site's media files`,
        stocknum: row.car.stocknum,
      })
  return errors
}
