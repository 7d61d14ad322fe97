import type { Payload, PayloadRequest } from 'payload'
import type { Car, Dealership } from '@/payload-types'
import { carData } from './importCarShape'
import { carsToExpire, dealershipYards } from './importReads'
import type { UndoRecord } from './importWrite'

/**
 * Undo's step: puts back what an applied import replaced, inside `req`'s transaction: its new cars are deleted, its
 * updates and sales reverted. Returns the cars changed and the ids deleted.
 */
export async function revertStockPlan(
  payload: Payload,
  undo: UndoRecord,
  dealership: Dealership,
  req: PayloadRequest,
): Promise<{ saved: Car[]; deleted: number[] }> {
  const { locationIds } = await dealershipYards(payload, dealership.id, req)
  const now = new Date().toISOString()
  // Through the adapter, as the import wrote them (writeStockPlan): one statement per group where it can.
  if (undo.created.length > 0)
    await payload.db.deleteMany({ collection: 'cars', where: { id: { in: undo.created } }, req })
  for (const { id, before } of undo.updated)
    await payload.db.updateOne({
      collection: 'cars',
      id,
      data: { ...carData(before, locationIds), updatedAt: now },
      req,
      returning: false,
    })
  for (const { status, soldDate, ids } of salesToRevert(undo.sold))
    await payload.db.updateMany({
      collection: 'cars',
      where: { id: { in: ids } },
      data: { status, sold_date: soldDate, updatedAt: now },
      req,
      returning: false,
    })
  const changed = [...undo.updated.map((u) => u.id), ...undo.sold.map((u) => u.id)]
  const saved = await carsToExpire(payload, changed, req)
  return { saved, deleted: undo.created }
}

/** The sold cars grouped by what they were before (status and sold date), one statement per group. */
function salesToRevert(sold: UndoRecord['sold']) {
  const bySale = new Map<string, number[]>()
  for (const { id, status, sold_date } of sold) {
    const key = JSON.stringify([status ?? 'in_stock', sold_date])
    bySale.set(key, [...(bySale.get(key) ?? []), id])
  }
  return [...bySale].map(([key, ids]) => {
    const [status, soldDate] = JSON.parse(key) as [Car['status'], string | null]
    return { status, soldDate, ids }
  })
}
