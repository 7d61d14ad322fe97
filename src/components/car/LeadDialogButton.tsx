'use client'

import { type ReactNode, useState } from 'react'
import { LeadForm } from '@/components/forms/LeadForm'
import type { FormSettings } from '@/leads/settings'
import { Dialog } from './Dialog'

type Props = {
  label: string
  title: string
  /** The form's settings on this site for this car (kind, fields, the car for the spec §7 event 14/15/17/48). */
  settings: FormSettings
  submitLabel?: string
  intro?: ReactNode
  className?: string
  testId?: string
  slotsUrl?: string
}

/** A sidebar button that opens a lead form in a dialog (enquiry, test drive, make an offer, request photos). */
export function LeadDialogButton({
  label,
  title,
  settings,
  submitLabel = 'Send',
  intro,
  className = 'button',
  testId,
  slotsUrl,
}: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        data-testid={testId}
        // The kind of lead form it opens: tests find every dialog form of a page by it.
        data-lead-dialog={settings.kind}
        data-lead-car={settings.car?.id}
      >
        {label}
      </button>
      <Dialog title={title} open={open} onClose={() => setOpen(false)}>
        {/* The dialog's title names the car already. */}
        <LeadForm settings={settings} submitLabel={submitLabel} intro={intro} slotsUrl={slotsUrl} showCar={false} />
      </Dialog>
    </>
  )
}
