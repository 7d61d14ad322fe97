/* Payload admin root layout (Payload's standard generated file, but for the guarded server functions). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { handleAdminServerFunction } from '../../admin/serverFunctions/handle'
import { importMap } from './admin/importMap.js'

// Payload's handleServerFunctions behind checks of the arguments and of the document's site (issue 27.3).
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleAdminServerFunction(args, { config, importMap })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
