'use client'

import { lazy, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { LeadFormValues } from '@/leads/formValues'
import type { LeadFormProps } from './LeadForm'

/*
 * A lead form that loads its code only when it is used (issue 39.4): LeadForm, react-hook-form and the phone-number
 * rules are about 50 kB gz a page with a form at its foot would otherwise download and run before it is interactive
 * on a phone. The server renders the whole form as before (so it reads and submits the same without JavaScript); the
 * browser keeps that HTML untouched when it hydrates (an empty dangerouslySetInnerHTML React does not compare) and
 * swaps in the live form once the shopper comes near it, touches it or submits it, carrying over what was typed.
 * No <Suspense> boundary: React would write a large boundary out of line, hidden without JavaScript.
 */

const loadLeadForm = () => import('./LeadForm')
/** Server rendering only: Fizz resolves it before the shell (there is no boundary above it). */
const ServerLeadForm = lazy(() => loadLeadForm().then((m) => ({ default: m.LeadForm })))

export type DeferredLeadFormProps = Pick<
  LeadFormProps,
  'settings' | 'basePath' | 'submitLabel' | 'showCar' | 'defaults' | 'heading' | 'anchor'
>

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const changed = (element: Control) =>
  element instanceof HTMLSelectElement
    ? Array.from(element.options).some((o) => o.selected !== o.defaultSelected)
    : element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
      ? element.checked !== element.defaultChecked
      : element.value !== element.defaultValue

/** What the shopper changed in the server's form before the live one replaced it (fields left alone keep defaults). */
function valuesIn(root: HTMLElement): LeadFormValues {
  const values: LeadFormValues = {}
  const form = root.querySelector('form')
  if (!form) return values
  const controls = Array.from(form.elements).filter(
    (e): e is Control =>
      (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement) &&
      Boolean(e.name) &&
      e.type !== 'submit' &&
      e.type !== 'button',
  )
  const dirty = new Set(controls.filter(changed).map((e) => e.name))
  for (const name of dirty) {
    const group = controls.filter((e) => e.name === name)
    const first = group[0]!
    if (first instanceof HTMLInputElement && first.type === 'checkbox')
      values[name] =
        group.length > 1 ? group.filter((e) => (e as HTMLInputElement).checked).map((e) => e.value) : first.checked
    else if (first instanceof HTMLInputElement && first.type === 'radio')
      values[name] = group.find((e) => (e as HTMLInputElement).checked)?.value ?? ''
    else values[name] = first.value
  }
  return values
}

export function DeferredLeadForm(props: DeferredLeadFormProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [Live, setLive] = useState<typeof import('./LeadForm').LeadForm | null>(null)
  const [defaults, setDefaults] = useState(props.defaults)
  const pending = useRef<{ submit: boolean; focus: string | null } | null>(null)
  const started = useRef(false)
  // A swap between a press and its release would lose the tap (the pressed button leaves the page): it waits.
  const pressing = useRef(false)
  const waiting = useRef<(() => void) | null>(null)
  const released = () => {
    pressing.current = false
    // After the click and the submit it may start, which follow the release.
    setTimeout(() => {
      const next = waiting.current
      waiting.current = null
      if (!pressing.current) next?.()
      else waiting.current = next
    }, 50)
  }

  const activate = (submit = false) => {
    if (pending.current) pending.current.submit ||= submit
    else pending.current = { submit, focus: null }
    if (started.current) return
    started.current = true
    void loadLeadForm().then((m) => {
      if (pressing.current) waiting.current = () => swap(m.LeadForm)
      else swap(m.LeadForm)
    })
  }

  const swap = (LeadForm: typeof import('./LeadForm').LeadForm) => {
    const root = ref.current
    if (!root) return
    const active = document.activeElement
    const focus = active && root.contains(active) ? active.getAttribute('name') : null
    pending.current = { submit: pending.current?.submit ?? false, focus }
    // One commit: nothing typed between reading the values and the swap is lost.
    flushSync(() => {
      setDefaults({ ...props.defaults, ...valuesIn(root) })
      setLive(() => LeadForm)
    })
  }

  // Loaded once the form is near the screen, before the shopper reaches it.
  useEffect(() => {
    const root = ref.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          activate()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(root)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, [])

  // After the swap: the field the shopper was in keeps the focus; a submit pressed before goes through the live form.
  useEffect(() => {
    const root = ref.current
    const after = pending.current
    if (!Live || !root || !after) return
    pending.current = null
    if (after.focus) root.querySelector<HTMLElement>(`[name="${CSS.escape(after.focus)}"]`)?.focus()
    if (after.submit) root.querySelector('form')?.requestSubmit()
  }, [Live])

  if (typeof window === 'undefined')
    return (
      <div key="server" ref={ref} data-deferred-lead-form="">
        <ServerLeadForm {...props} />
      </div>
    )
  if (Live)
    return (
      <div key="live" ref={ref} data-deferred-lead-form="live">
        <Live {...props} defaults={defaults} />
      </div>
    )
  return (
    <div
      key="server"
      ref={ref}
      data-deferred-lead-form=""
      // The server's form stays as it is until the live one replaces it.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
      onFocus={() => activate()}
      onPointerDown={() => {
        pressing.current = true
        activate()
      }}
      onPointerUp={released}
      onPointerCancel={released}
      onSubmit={(event) => {
        // Not the browser's own submission (a GET with the shopper's details in the URL): the live form sends it.
        event.preventDefault()
        activate(true)
      }}
    />
  )
}
