'use client'

import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import styles from './Dialog.module.css'

type Props = {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  /** The dialog's element id: an opener's `commandfor` (see nativeOpener). */
  id?: string
  /** Called when a tap before hydration opened the dialog natively: the owner sets its state open. */
  onOpen?: () => void
  /** The body while the dialog is open but its content not rendered yet (opened before hydration). */
  fallback?: ReactNode
}

/**
 * The attributes that let a button open the dialog before the page is interactive (issue 39.4): the browser's own
 * invoker command (`commandfor`/`command`) shows the <dialog> on the first tap without JavaScript. Once hydrated the
 * button's onClick opens it as before, so the attributes are left out then.
 */
export function nativeOpener(dialogId: string, hydrated: boolean): Record<string, string> {
  return hydrated ? {} : { commandfor: dialogId, command: 'show-modal' }
}

const noSubscription = () => () => {}
/** False in the server's HTML and while hydrating, true from the render right after (no effect, no extra state). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A modal on the native <dialog>: focus moves into it, Escape and the close button close it, focus returns to the
 * element that opened it, and the title labels it for screen readers.
 */
export function Dialog({ title, open, onClose, children, id, onOpen, fallback = null }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const ownId = useId()
  const dialogId = id ?? ownId
  const hydrated = useIsHydrated()
  const mounted = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!mounted.current) {
      mounted.current = true
      // Opened natively by a tap before hydration: take it over (render the content) rather than close it.
      if (dialog.open && !open) {
        onOpen?.()
        return
      }
    }
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null
      dialog.showModal()
      return () => opener?.focus()
    }
    if (!open && dialog.open) dialog.close()
    // onOpen is read on the first run only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])
  return (
    <dialog
      ref={ref}
      id={dialogId}
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
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close"
          {...(hydrated ? {} : { commandfor: dialogId, command: 'close' })}
        >
          ×
        </button>
      </div>
      <div className={styles.body}>{open ? children : fallback}</div>
    </dialog>
  )
}
