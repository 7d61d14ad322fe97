'use client'
import { useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { DELIVERY_STATUS_OPTIONS, type DeliveryChannel } from '@/leads/delivery/status'
import { AdminAction } from './AdminAction'

const FOLLOW_EVERY_MS = 2000
const FOLLOW_FOR_MS = 60_000

type LeadDelivery = { delivery?: Partial<Record<DeliveryChannel, { status?: string; lastError?: string | null }>> }

/**
 * "Send again" under one delivery channel of a lead: requeues that channel only (collections/endpoints), then follows
 * the lead until that channel has an outcome and says it. The screen then shows the new status, attempts and time by
 * re-rendering, unless the editor has unsaved changes there: a re-render replaces the form's values with the saved
 * ones (Payload resets the form to the document it is given), so then it only says to save and reload.
 */
export function SendAgain({ channel }: { channel: DeliveryChannel }) {
  const { id } = useDocumentInfo()
  const modified = useFormModified()
  const modifiedNow = useRef(modified)
  useEffect(() => {
    modifiedNow.current = modified
  }, [modified])
  const router = useRouter()

  const followUp = async (): Promise<string | null> => {
    const until = Date.now() + FOLLOW_FOR_MS
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS))
      const response = await fetch(`/api/leads/${id}?depth=0`, { credentials: 'include' }).catch(() => null)
      if (!response?.ok) return null
      const record = ((await response.json()) as LeadDelivery).delivery?.[channel]
      if (!record?.status || record.status === 'pending') continue
      const label = DELIVERY_STATUS_OPTIONS.find((o) => o.value === record.status)?.label ?? record.status
      const outcome = `Sent again: ${label}${record.lastError ? ` (${record.lastError})` : ''}.`
      if (modifiedNow.current) return `${outcome} Save your changes, then reload the page to see it here.`
      router.refresh()
      return outcome
    }
    return null
  }

  return (
    <AdminAction
      label="Send again"
      url={id ? `/api/leads/${id}/send-again/${channel}` : null}
      testId={`send-again-${channel}`}
      onSuccess={followUp}
    />
  )
}
