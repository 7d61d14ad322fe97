'use client'

import { type ReactNode, useState } from 'react'
import type { FieldSpec } from '@/leads/fields'
import { Dialog } from './Dialog'
import { LeadForm } from './LeadForm'
import type { ComponentProps } from 'react'

type Props = {
  label: string
  title: string
  kind: string
  fields: FieldSpec[]
  site: string
  submitLabel?: string
  intro?: ReactNode
  className?: string
  testId?: string
  slotsUrl?: string
  defaults?: Record<string, string>
  eventCar?: ComponentProps<typeof LeadForm>['eventCar']
}

/** A sidebar button that opens a lead form in a dialog (enquiry, test drive, make an offer, request photos). */
export function LeadDialogButton({
  label,
  title,
  kind,
  fields,
  site,
  submitLabel = 'Send',
  intro,
  className = 'button',
  testId,
  slotsUrl,
  defaults,
  eventCar,
}: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      <Dialog title={title} open={open} onClose={() => setOpen(false)}>
        <LeadForm
          kind={kind}
          fields={fields}
          site={site}
          submitLabel={submitLabel}
          intro={intro}
          slotsUrl={slotsUrl}
          defaults={defaults}
          eventCar={eventCar}
        />
      </Dialog>
    </>
  )
}
