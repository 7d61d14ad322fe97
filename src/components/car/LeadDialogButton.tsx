'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useId, useState } from 'react'
import type { FormSettings } from '@/leads/settings'
import { Dialog, nativeOpener, useIsHydrated } from './Dialog'
import styles from './Dialog.module.css'

// The form (fields, validation, the appointment picker) loads when a dialog first opens, not with the car page: the
// page's hydration then has less to run before it answers (issue 39.4).
const LeadForm = dynamic(() => import('@/components/forms/LeadForm').then((m) => m.LeadForm), {
  loading: () => <p className={styles.loading}>Loading the form…</p>,
})

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
  /** The same form as a page of its own, linked from the dialog until its form is ready. */
  pageHref?: string
}

/**
 * A sidebar button that opens a lead form in a dialog (enquiry, test drive, make an offer, request photos). Tapped
 * before the page is interactive, the browser opens the dialog itself (nativeOpener) with a link to the form's own
 * page; the form appears in it once hydrated.
 */
export function LeadDialogButton({
  label,
  title,
  settings,
  submitLabel = 'Send',
  intro,
  className = 'button',
  testId,
  slotsUrl,
  pageHref,
}: Props) {
  const [open, setOpen] = useState(false)
  const hydrated = useIsHydrated()
  const dialogId = `lead-dialog-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
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
        {...nativeOpener(dialogId, hydrated)}
      >
        {label}
      </button>
      <Dialog
        id={dialogId}
        title={title}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        fallback={
          <p className={styles.loading}>
            Loading the form… {pageHref ? <a href={pageHref}>Open it on its own page</a> : null}
          </p>
        }
      >
        {/* The dialog's title names the car already. */}
        <LeadForm settings={settings} submitLabel={submitLabel} intro={intro} slotsUrl={slotsUrl} showCar={false} />
      </Dialog>
    </>
  )
}
