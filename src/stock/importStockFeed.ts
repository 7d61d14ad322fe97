/**
 * The stock import's steps, one module each (issue 41.4: this file did all five under one name):
 *
 * - importPlan.ts: what the feed would change (read the file and the stock, diff them; writes nothing);
 * - importWrite.ts: apply a plan to the cars, keeping what it replaces (the undo record);
 * - importRevert.ts: put back what an applied import replaced (undo);
 * - importPublish.ts: after the commit, the search index and the page cache;
 * - importDealership.ts: the dealership a command-line or API import names.
 *
 * The job that runs them in order, under the dealership's lock, is stockImportJob.ts. This file names the steps for
 * the callers that import the import as a whole (the endpoints, the tests).
 */
export { type FeedImportPlan, planStockFeed } from './importPlan'
export { CarWriteError, type UndoRecord, writeStockPlan } from './importWrite'
export { revertStockPlan } from './importRevert'
export { publishStockChange } from './importPublish'
export { ImportError, dealershipForImport } from './importDealership'
