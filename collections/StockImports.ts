import type { CollectionConfig } from 'payload'
import { createStockImports, deleteStockImports, readStockImports, updateStockImports } from './access/stockImports'
import { stockImportFile } from './endpoints/stockImportFile'
import { newStockImport, queueStockImport } from './hooks/stockImportFeed'

// Written by the job; shown once the import is saved.
const fromTheJob = { readOnly: true, condition: (data: { id?: unknown }) => Boolean(data?.id) }

/**
 * A dealer feed uploaded in the admin (issue 20). Saving queues the `importStock` job (src/stock/stockImportJob.ts),
 * which runs the command line's importer and writes its progress, summary and rejected rows here. The file is an
 * upload of this collection, not of site media: media is public and served to shoppers, a feed is the dealer's whole
 * price list. It is kept as text in the database (`content`), so whichever server runs the job can read it.
 */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'dealership', 'status', 'message', 'createdAt'],
    description: 'Upload a dealer feed (CSV or JSON) to bring a dealership’s stock up to date.',
  },
  access: {
    read: readStockImports,
    create: createStockImports,
    update: updateStockImports,
    delete: deleteStockImports,
  },
  upload: {
    // The feed is read into `content` when it is saved; no copy on the server's disk.
    disableLocalStorage: true,
    hideRemoveFile: true,
    // Staff upload the file; the server never fetches a pasted address.
    pasteURL: false,
    // Its download is served from the database.
    handlers: [stockImportFile],
  },
  hooks: { beforeValidate: [newStockImport], afterChange: [queueStockImport] },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'dealership',
      label: 'Dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      // Picked from the site's dealerships, never made from here.
      // Required by the create hook, not the column: deleting a dealership keeps its imports' reports.
      index: true,
      admin: {
        description: 'The feed replaces this dealership’s stock: cars missing from it are marked sold.',
        // Picked once, when the import is made; its report names it afterwards (src/admin/StockImportReport.tsx).
        condition: (data) => !data?.id,
        allowCreate: false,
      },
    },
    {
      name: 'report',
      type: 'ui',
      admin: { components: { Field: '/src/admin/StockImportReport#StockImportReport' } },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Waiting to start', value: 'queued' },
        { label: 'Importing', value: 'running' },
        { label: 'Done', value: 'done' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { ...fromTheJob, position: 'sidebar' },
    },
    { name: 'message', label: 'Result', type: 'text', admin: { ...fromTheJob, position: 'sidebar' } },
    {
      name: 'progress',
      label: 'Progress',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'done', label: 'Cars saved', type: 'number' },
        { name: 'total', label: 'Cars to save', type: 'number' },
      ],
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'created', label: 'New cars', type: 'number' },
        { name: 'updated', label: 'Updated', type: 'number' },
        { name: 'sold', label: 'Marked sold', type: 'number' },
        { name: 'unchanged', label: 'Unchanged', type: 'number' },
        { name: 'rejected', label: 'Rows rejected', type: 'number' },
      ],
    },
    // Line, field and message of each rejected row (src/stock/importReport.ts), shown as a table by the report.
    { name: 'rejectedRows', label: 'Rejected rows', type: 'json', admin: { hidden: true } },
    {
      name: 'format',
      label: 'Format',
      type: 'select',
      options: [
        { label: 'CSV', value: 'csv' },
        { label: 'JSON', value: 'json' },
      ],
      admin: { ...fromTheJob, position: 'sidebar' },
    },
    { name: 'startedAt', label: 'Started', type: 'date', admin: { hidden: true } },
    { name: 'finishedAt', label: 'Finished', type: 'date', admin: { hidden: true } },
    {
      // The feed as uploaded; read by the job only (never sent to a browser).
      name: 'content',
      type: 'textarea',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
