import type { Payload, TaskConfig } from 'payload'
import { failureMessage, progressGate, rejectedRows, summaryLine } from './importReport'
import { importStockFeed } from './importStockFeed'

export const IMPORT_STOCK_TASK = 'importStock'

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : undefined

/**
 * Runs one admin stock import (the `stock-imports` document) with the command line's importer, writing its progress
 * while it runs and its summary and rejected rows when it ends. A feed that cannot be read ends the import as
 * failed with the reason, and changes no car (the importer refuses it before any write).
 */
export async function runStockImport(payload: Payload, importId: number): Promise<'done' | 'failed'> {
  const doc = await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0 })
  const write = (data: Record<string, unknown>) =>
    payload.update({ collection: 'stock-imports', id: importId, data, depth: 0 })
  try {
    const dealershipId = idOf(doc.dealership)
    const dealership =
      dealershipId === undefined
        ? null
        : await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null)
    // Checked when the import was saved; checked again so a job can never write another site's stock.
    if (!dealership || idOf(dealership.site) !== idOf(doc.site))
      throw new Error("The dealership is not one of this import's site.")
    if (!doc.content || !doc.format) throw new Error('The import has no feed file.')

    await write({ status: 'running', startedAt: new Date().toISOString() })
    const gate = progressGate(1000)
    const summary = await importStockFeed(payload, {
      dealershipId: dealership.id,
      content: doc.content,
      format: doc.format,
      onProgress: async (done, total) => {
        if (gate(done, total)) await write({ progress: { done, total } })
      },
    })
    const { errors, ...counts } = summary
    await write({
      status: 'done',
      summary: counts,
      rejectedRows: rejectedRows(errors),
      message: summaryLine(counts),
      finishedAt: new Date().toISOString(),
    })
    return 'done'
  } catch (error) {
    payload.logger.warn({ err: error, importId }, 'stock import failed')
    await write({ status: 'failed', message: failureMessage(error), finishedAt: new Date().toISOString() })
    return 'failed'
  }
}

/** The admin's stock import as a Payload job: queued when staff save an import, run by any job worker, once. */
export const importStockTask: TaskConfig<{ input: { importId: number }; output: { status: string } }> = {
  slug: IMPORT_STOCK_TASK,
  label: 'Import a stock feed',
  // A failure is reported on the import for staff to fix the file and upload again, not retried.
  retries: 0,
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { status: await runStockImport(req.payload, input.importId) } }),
}
