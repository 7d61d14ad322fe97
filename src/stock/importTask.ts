import type { StockImportAction } from '@/domain/stockImportStatus'

/**
 * The stock import job's task slug and actions, for the code that queues the job (the import's hooks and endpoints):
 * importing these from here rather than from the job (stockImportJob.ts, whose imports reach search, alerts and,
 * through them, the Payload config) keeps the queuing side out of that import circle.
 */
export const IMPORT_STOCK_TASK = 'importStock'

export type { StockImportAction }
