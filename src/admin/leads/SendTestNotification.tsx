'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { AdminAction } from './AdminAction'

/** "Send a test e-mail" in the site's Lead notifications: goes to the saved addresses through the real mail setup. */
export function SendTestNotification() {
  const { id } = useDocumentInfo()
  return (
    <AdminAction
      label="Send a test e-mail"
      url={id ? `/api/sites/${id}/test-lead-notification` : null}
      testId="test-lead-notification"
    />
  )
}
