'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import type { DeliveryChannel } from '@/leads/delivery/status'
import { AdminAction } from './AdminAction'

/** "Send again" under one delivery channel of a lead: requeues that channel only (collections/endpoints). */
export function SendAgain({ channel }: { channel: DeliveryChannel }) {
  const { id } = useDocumentInfo()
  return (
    <AdminAction
      label="Send again"
      url={id ? `/api/leads/${id}/send-again/${channel}` : null}
      testId={`send-again-${channel}`}
    />
  )
}
