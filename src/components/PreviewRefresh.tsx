'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live preview for server-rendered pages: the admin's preview window posts 'payload-document-event' after each
 * (auto)save; the page then re-renders with the saved draft.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as { type?: string } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
