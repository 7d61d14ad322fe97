/** `npm run import:stock -- <file.csv|file.json> --dealership <slug>`: imports a dealer's full stock feed. */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { summaryLine } from '../src/stock/importReport'
import { importStockFeed } from '../src/stock/importStockFeed'
import { cliPayload } from './lib/cliEnvironment'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dealership: { type: 'string' }, format: { type: 'string' } },
})
const file = positionals[0]
if (!file || !values.dealership) {
  console.error('Usage: npm run import:stock -- <file.csv|file.json> --dealership <slug>')
  process.exit(2)
}
const format = (values.format ?? (file.toLowerCase().endsWith('.json') ? 'json' : 'csv')) as 'csv' | 'json'
const { payload, close } = await cliPayload()
try {
  const summary = await importStockFeed(payload, {
    dealershipSlug: values.dealership,
    content: fs.readFileSync(file, 'utf8'),
    format,
  })
  for (const error of summary.errors) console.log(`line ${error.line}: ${error.field}: ${error.reason}`)
  console.log(summaryLine(summary))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await close()
}
process.exit()
