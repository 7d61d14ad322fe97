/**
 * `npm run import:stock -- <feed.csv|feed.json> --dealership <slug> [--confirm]`: imports a dealer's full stock feed
 * as a stock import (the same job as the admin's; the report is in the admin too). An import that would mark more
 * than the site's share of the stock sold, or rejects more than 10% of its rows, changes nothing and exits with 3
 * after saying why; run it again with --confirm to apply it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { summaryLine } from '../src/stock/importReport'
import { importStockFeed } from '../src/stock/importFeedNow'
import { MAX_FEED_BYTES } from '../src/stock/feedUpload'
import { cliPayload } from './lib/cliEnvironment'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dealership: { type: 'string' }, format: { type: 'string' }, confirm: { type: 'boolean' } },
})
const file = positionals[0]
if (!file || !values.dealership) {
  console.error('Usage: npm run import:stock -- <file.csv|file.json> --dealership <slug> [--confirm]')
  process.exit(2)
}
// A file past the limit is refused before it is read into memory (the import would refuse it anyway).
if ((fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0) > MAX_FEED_BYTES) {
  console.error('The feed file is larger than 20 MB.')
  process.exit(1)
}
const format = (values.format ?? (file.toLowerCase().endsWith('.json') ? 'json' : 'csv')) as 'csv' | 'json'
const { payload, close } = await cliPayload()
try {
  const result = await importStockFeed(payload, {
    dealershipSlug: values.dealership,
    content: fs.readFileSync(file),
    format,
    confirm: Boolean(values.confirm),
    filename: path.basename(file),
  })
  for (const error of result.errors) console.log(`line ${error.line}: ${error.field}: ${error.reason}`)
  if (result.status === 'done' || result.status === 'done-rejected') console.log(summaryLine(result))
  else {
    console.log(`${result.status}: ${result.message}`)
    if (result.status === 'confirm') console.log('Nothing was changed. Run again with --confirm to apply it.')
    process.exitCode = result.status === 'confirm' ? 3 : 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
process.exit()
