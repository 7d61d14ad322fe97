'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'
import styles from './Dialog.module.css'

type Props = {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
}

/**
 * A modal on the native <dialog>: focus moves into it, Escape and the close button close it, focus returns to the
 * element that opened it, and the title labels it for screen readers.
 */
export function Dialog({ title, open, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null
      dialog.showModal()
      return () => opener?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  )
}
