/* Payload REST API (Payload's standard generated file), behind the guards of src/admin/rest/guardedRest.ts. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardedRest } from '@/admin/rest/guardedRest'

export const GET = guardedRest(REST_GET(config), 'GET')
export const POST = guardedRest(REST_POST(config), 'POST')
export const DELETE = guardedRest(REST_DELETE(config), 'DELETE')
export const PATCH = guardedRest(REST_PATCH(config), 'PATCH')
export const PUT = guardedRest(REST_PUT(config), 'PUT')
export const OPTIONS = REST_OPTIONS(config)
