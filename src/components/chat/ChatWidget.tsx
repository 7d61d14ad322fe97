'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { FormSettings } from '@/leads/settings'
import { Dialog } from '../car/Dialog'

// The form's code (fields, validation, phone and postcode rules) loads when the chat first opens, not with every
// page: the chat button is on all of them and the form is the largest part of the layout's script.
const loadLeadForm = () => import('../forms/LeadForm')
const LeadForm = dynamic(() => loadLeadForm().then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <p role="status">Loading…</p>,
})
import { chatHiddenOn, OPEN_CHAT_EVENT } from './chatEvents'
import styles from './ChatWidget.module.css'

declare global {
  interface Window {
    /** A live-chat vendor's script (CHAT_WIDGET_SCRIPT_URL) defines this to open its own window. */
    dealerChatOpen?: (message?: string) => void
  }
}

export interface ChatWidgetProps {
  dealerName: string
  /** The general enquiry's settings on this site (its fields, rules and defaults). */
  form: FormSettings
  offForServiceAndParts: boolean
  /** A live-chat vendor's script; without it the chat is a quick message to the dealership, stored as a lead. */
  vendorScriptUrl?: string | null
  labels: { open: string; title: string; intro: string; send: string }
}

function loadVendor(url: string): Promise<void> {
  if (document.querySelector(`script[data-chat-vendor]`)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.dataset.chatVendor = 'true'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('chat vendor script failed to load'))
    document.head.append(script)
  })
}

/** The chat button (site setting "Chat"): the vendor's live chat when configured, else a message form that becomes a lead. */
export function ChatWidget({ dealerName, form, offForServiceAndParts, vendorScriptUrl, labels }: ChatWidgetProps) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | undefined>()

  useEffect(() => {
    const show = async (first?: string) => {
      if (vendorScriptUrl) {
        try {
          await loadVendor(vendorScriptUrl)
          if (window.dealerChatOpen) return window.dealerChatOpen(first)
        } catch {
          // The vendor is down: the local form still takes the message.
        }
      }
      setMessage(first)
      setOpen(true)
    }
    const onOpen = (event: Event) => void show((event as CustomEvent<{ message?: string }>).detail?.message)
    window.addEventListener(OPEN_CHAT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen)
  }, [vendorScriptUrl])

  if (chatHiddenOn(pathname ?? '', offForServiceAndParts)) return null
  return (
    <>
      <button
        type="button"
        className={styles.button}
        // Fetch the form while the pointer or focus is on the button, so it is usually there by the click.
        onPointerEnter={() => void loadLeadForm()}
        onFocus={() => void loadLeadForm()}
        onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: {} }))}
        data-testid="chat-button"
        // The local message form is a lead form (tests find every dialog form by it); a vendor's chat is not.
        data-lead-dialog={vendorScriptUrl ? undefined : form.kind}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        <span>{labels.open}</span>
      </button>
      <Dialog title={`${labels.title} ${dealerName}`} open={open} onClose={() => setOpen(false)}>
        {/* Keyed by the first message, so reopening with another car's offer starts a fresh form. */}
        <LeadForm
          key={message ?? ''}
          settings={form}
          submitLabel={labels.send}
          intro={labels.intro}
          defaults={message ? { message } : undefined}
        />
      </Dialog>
    </>
  )
}
