import type { CollectionConfig } from 'payload'
import { feedsDir } from '../feedStorage'
import { IMPORT_STATUS_TEXT } from '../importReport'
import { createStockImports, deleteStockImports, readStockImports, updateStockImports } from './stockImportAccess'
import { stockImportActions } from './stockImportActions'
import { nameStockFeed, newStockImport, queueStockImport } from './stockImportFeed'

// Written by the job; shown once the import is saved.
const fromTheJob = { readOnly: true, condition: (data: { id?: unknown }) => Boolean(data?.id) }
const hidden = { hidden: true }

/**
 * A dealer feed (issue 20, issue 25): uploaded in the admin, posted to `POST /api/cars/import`, given to
 * `npm run import:stock` or pulled on a schedule. The file is an upload of this collection, kept in upload storage
 * (src/stock/feedStorage.ts: disk beside the media, or the S3 bucket), never in a text column and never in public
 * media: it is the dealer's whole price list, downloaded by the site's staff only. Saving queues the `importStock`
 * job (src/stock/stockImportJob.ts): it plans the import (new, updated, sold, unchanged, rejected) and applies it
 * when asked to and safe, or waits for staff to apply or confirm it (the endpoints below). Applied imports can be
 * undone for seven days.
 */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  admin: {
    // Issue 39.8: the list names the file as uploaded, who uploaded it and the result, not the stored file name.
    useAsTitle: 'originalFilename',
    defaultColumns: ['originalFilename', 'dealership', 'uploadedBy', 'status', 'message', 'createdAt'],
    description:
      'Upload a dealer feed (CSV, tab or semicolon separated, or JSON; up to 20 MB) to bring a dealership’s stock up to date. You see what it will do before it changes anything.',
  },
  access: {
    read: readStockImports,
    create: createStockImports,
    update: updateStockImports,
    delete: deleteStockImports,
  },
  upload: {
    staticDir: feedsDir(),
    hideRemoveFile: true,
    // Staff upload the file; the server never fetches a pasted address (scheduled pulls go through the outbound guard).
    pasteURL: false,
  },
  endpoints: stockImportActions,
  hooks: { beforeOperation: [nameStockFeed], beforeValidate: [newStockImport], afterChange: [queueStockImport] },
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
      name: 'applyWhenSafe',
      label: 'Apply at once when it is safe',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: (data) => !data?.id,
        description:
          'Leave unticked to see what the import will do first. An import that would mark many cars sold, or rejects many rows, always waits for you.',
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
      options: Object.entries(IMPORT_STATUS_TEXT).map(([value, label]) => ({ value, label })),
      admin: { ...fromTheJob, position: 'sidebar' },
    },
    { name: 'message', label: 'Result', type: 'text', admin: { ...fromTheJob, position: 'sidebar' } },
    // Set by the create hook from the upload (the stored file name has a prefix of its own) and the signed-in user.
    { name: 'originalFilename', label: 'File', type: 'text', admin: { ...fromTheJob, position: 'sidebar' } },
    {
      name: 'uploadedBy',
      label: 'Uploaded by',
      type: 'relationship',
      relationTo: 'users',
      admin: { ...fromTheJob, position: 'sidebar' },
    },
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      defaultValue: 'admin',
      options: [
        { label: 'Uploaded in the admin', value: 'admin' },
        { label: 'Posted to the API', value: 'api' },
        { label: 'Command line', value: 'cli' },
        { label: 'Scheduled pull', value: 'schedule' },
      ],
      admin: { ...fromTheJob, position: 'sidebar' },
    },
    {
      name: 'progress',
      label: 'Progress',
      type: 'group',
      admin: hidden,
      fields: [
        { name: 'done', label: 'Cars saved', type: 'number' },
        { name: 'total', label: 'Cars to save', type: 'number' },
      ],
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'group',
      admin: hidden,
      fields: [
        { name: 'created', label: 'New cars', type: 'number' },
        { name: 'updated', label: 'Updated', type: 'number' },
        { name: 'sold', label: 'Marked sold', type: 'number' },
        { name: 'unchanged', label: 'Unchanged', type: 'number' },
        { name: 'rejected', label: 'Rows rejected', type: 'number' },
      ],
    },
    // The dealership's listed (unsold) cars when the import was planned: "would mark 1,200 of 1,500 cars sold".
    { name: 'listedBefore', type: 'number', admin: hidden },
    // Line, field and message of each rejected row (src/stock/importReport.ts), shown as a table by the report.
    { name: 'rejectedRows', label: 'Rejected rows', type: 'json', admin: hidden },
    // Each column of the feed and the field it fills (null: not read), shown as "columns recognised".
    { name: 'columns', label: 'Columns', type: 'json', admin: hidden },
    // The cars each change touches (src/stock/importChanges.ts): the preview's list and its CSV download.
    { name: 'changes', label: 'Changed cars', type: 'json', admin: hidden },
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
    { name: 'startedAt', label: 'Started', type: 'date', admin: hidden },
    { name: 'finishedAt', label: 'Finished', type: 'date', admin: hidden },
    { name: 'appliedAt', label: 'Applied', type: 'date', index: true, admin: hidden },
    { name: 'undoUntil', label: 'Can be undone until', type: 'date', admin: hidden },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', admin: hidden },
    { name: 'confirmedBy', label: 'Confirmed by', type: 'relationship', relationTo: 'users', admin: hidden },
    {
      // What the applied import replaced, to undo it; read by the job only (never sent to a browser).
      name: 'undo',
      type: 'json',
      access: { read: () => false, update: () => false, create: () => false },
      admin: hidden,
    },
  ],
}
