import { describe, expect, it } from 'vitest'
import { checkServerFunctionCall, SERVER_FUNCTIONS } from '../../../src/admin/serverFunctions/args'
import { refusalFor, type ServerFunctionRefusal } from '../../../src/admin/serverFunctions/refusal'

const entities = { collections: new Set(['pages', 'cars', 'payload-jobs']), globals: new Set<string>() }
const check = (call: unknown) => checkServerFunctionCall(call, entities)
const refusal = (call: unknown) => {
  try {
    check(call)
  } catch (error) {
    return error as ServerFunctionRefusal
  }
  throw new Error('not refused')
}

describe('admin server functions: bad input is refused naming the argument, never a 500', () => {
  it('takes the calls the admin makes', () => {
    expect(check({ name: 'render-document', args: { collectionSlug: 'pages', docID: '12' } }).name).toBe(
      'render-document',
    )
    expect(
      check({ name: 'form-state', args: { collectionSlug: 'pages', formState: {}, schemaPath: 'pages' } }).args,
    ).toBeTruthy()
    expect(
      check({
        name: 'schedule-publish',
        args: { type: 'publish', date: new Date('2030-01-01'), doc: { relationTo: 'pages', value: '3' } },
      }).name,
    ).toBe('schedule-publish')
    expect(check({ name: 'schedule-publish', args: { deleteID: 41 } }).name).toBe('schedule-publish')
    expect(SERVER_FUNCTIONS).toContain('table-state')
  })

  it('"a date sent as a string" to schedule-publish is refused naming date', () => {
    const error = refusal({
      name: 'schedule-publish',
      args: { type: 'publish', date: '2030-01-01T00:00:00Z', doc: { relationTo: 'pages', value: '3' } },
    })
    expect(error.status).toBe(404)
    expect(error.message).toMatch(/^date:/)
    expect(error.digest).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404;date:/)
  })

  it('unknown functions, collections, globals and ids that are no document id are refused by name', () => {
    expect(refusal({ name: 'drop-tables', args: {} }).message).toMatch(/^name:/)
    expect(refusal('x').message).toMatch(/^name:/)
    expect(refusal({ name: 'render-list', args: [] }).message).toMatch(/^args:/)
    expect(refusal({ name: 'render-list', args: { collectionSlug: 'users' } }).message).toMatch(/^collectionSlug:/)
    expect(refusal({ name: 'render-list', args: { collectionSlug: { $ne: 1 } } }).message).toMatch(/^collectionSlug:/)
    expect(refusal({ name: 'slugify', args: { globalSlug: 'header' } }).message).toMatch(/^globalSlug:/)
    expect(refusal({ name: 'render-document', args: { collectionSlug: 'pages', docID: '1 OR 1=1' } }).message).toMatch(
      /^docID:/,
    )
    expect(refusal({ name: 'form-state', args: { collectionSlug: 'pages', formState: 'x' } }).message).toMatch(
      /^formState:/,
    )
    expect(refusal({ name: 'table-state', args: { collectionSlug: 'pages', columns: {} } }).message).toMatch(
      /^columns:/,
    )
    expect(refusal({ name: 'schedule-publish', args: {} }).message).toMatch(/^doc:/)
    expect(refusal({ name: 'schedule-publish', args: { deleteID: -1 } }).message).toMatch(/^deleteID:/)
    expect(
      refusal({ name: 'schedule-publish', args: { date: new Date(), doc: { relationTo: 'pages', value: 'x' } } })
        .message,
    ).toMatch(/^doc.value:/)
    expect(
      refusal({
        name: 'schedule-publish',
        args: { type: 'delete', date: new Date(), doc: { relationTo: 'pages', value: 1 } },
      }).message,
    ).toMatch(/^type:/)
  })

  it("Payload's errors keep their 401/403/404 and other client errors are bad input; server errors stay errors", () => {
    expect(refusalFor(Object.assign(new Error('Forbidden'), { status: 403 }))?.status).toBe(403)
    expect(refusalFor(Object.assign(new Error('Unauthorized'), { status: 401 }))?.digest).toMatch(
      /^NEXT_HTTP_ERROR_FALLBACK;401;/,
    )
    expect(refusalFor(Object.assign(new Error('The following field is invalid: title'), { status: 400 }))?.status).toBe(
      404,
    )
    expect(refusalFor(new Error('Could not find target field at schemaPath: pages.nope'))?.message).toMatch(
      /^schemaPath:/,
    )
    expect(refusalFor(new TypeError('x is undefined'))).toBeNull()
    expect(refusalFor(Object.assign(new Error('db down'), { status: 500 }))).toBeNull()
  })
})

describe('issue 27.7: the arguments Payload reads without looking are required (the staff fuzz found 500s)', () => {
  it('slugify needs the field path and a collection or global', () => {
    expect(
      refusal({ name: 'slugify', args: { collectionSlug: 'cars', doc: { relationTo: 'cars', value: 28 } } }).message,
    ).toMatch(/^path:/)
    expect(refusal({ name: 'slugify', args: { path: 'slug' } }).message).toMatch(/^collectionSlug:/)
    expect(check({ name: 'slugify', args: { collectionSlug: 'pages', path: 'slug', valueToSlugify: 'Hi' } }).name).toBe(
      'slugify',
    )
  })

  it('render-field needs its schemaPath, copy-data-from-locale both locales', () => {
    expect(refusal({ name: 'render-field', args: { collectionSlug: 'pages' } }).message).toMatch(/^schemaPath:/)
    expect(
      refusal({ name: 'copy-data-from-locale', args: { collectionSlug: 'pages', docID: 3, toLocale: 'en' } }).message,
    ).toMatch(/^fromLocale:/)
  })
})

describe('issue 38.6: every admin server function answers 4xx for missing arguments', () => {
  it('render-list, table-state, render-document and render-document-slots need their collectionSlug', () => {
    for (const name of ['render-list', 'table-state', 'render-document', 'render-document-slots'])
      expect(refusal({ name, args: {} }).message, name).toMatch(/^collectionSlug:/)
    expect(check({ name: 'render-list', args: { collectionSlug: 'pages' } }).name).toBe('render-list')
  })

  it('the folder view while folders are off is refused, and taken when they are on', () => {
    expect(refusal({ name: 'get-folder-results-component-and-data', args: {} }).message).toMatch(/folders are off/)
    expect(
      checkServerFunctionCall(
        { name: 'get-folder-results-component-and-data', args: {} },
        { ...entities, folders: true },
      ).name,
    ).toBe('get-folder-results-component-and-data')
  })
})
