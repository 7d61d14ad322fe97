'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

/**
 * Live preview for server-rendered pages (Payload's RefreshRouteOnSave): tells the admin's live preview the page is
 * ready (without that "ready" message the admin never posts to the frame), then re-renders the page on the server
 * after each save and autosave. The preview is served from the admin's own origin (collections/livePreview.ts), so
 * that origin is the one the messages must come from; it is known only in the browser.
 */
export function PreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(unchanging, browserOrigin, noOriginOnServer)
  return origin ? <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} /> : null
}

const unchanging = () => () => {}
const browserOrigin = () => window.location.origin
const noOriginOnServer = () => null
