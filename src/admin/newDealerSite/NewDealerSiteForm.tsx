'use client'
import { useState, type FormEvent } from 'react'

export type Choice = { value: string; label: string }

type Field = {
  name: string
  label: string
  hint?: string
  required?: boolean
  autoComplete?: string
  placeholder?: string
}

/** The ten inputs of the form, in the order staff read them off a dealer's details. */
const DEALER: Field[] = [
  { name: 'dealerName', label: 'Dealer name', required: true, placeholder: 'e.g. Coastal Toyota' },
  {
    name: 'domain',
    label: 'Domain',
    required: true,
    hint: 'The host name the site answers on, e.g. coastal-toyota.com.au',
  },
  { name: 'dealershipName', label: 'Dealership name', hint: 'Leave empty to use the dealer name.' },
]
const ADDRESS: Field[] = [
  { name: 'street', label: 'Street address', required: true, autoComplete: 'street-address' },
  { name: 'suburb', label: 'Suburb or city', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, placeholder: 'NSW', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', required: true, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', required: true, autoComplete: 'tel' },
]

/** Issue 39.1: where the new site's leads go, asked before the site opens. */
const LEADS: Field[] = [
  {
    name: 'salesEmail',
    label: 'Sales e-mail',
    required: true,
    autoComplete: 'email',
    hint: 'Every new lead is e-mailed here, from the first one.',
    placeholder: 'sales@coastal-toyota.com.au',
  },
  { name: 'crmEmail', label: 'CRM e-mail (ADF/XML)', hint: "The CRM's lead address, if the dealer has one." },
  {
    name: 'crmWebhookUrl',
    label: 'CRM webhook',
    hint: 'An https:// address, if the dealer’s CRM takes leads that way.',
  },
]

type Created = { slug: string; domain: string; id: number }

export function NewDealerSiteForm({ templates, brands }: { templates: Choice[]; brands: Choice[] }) {
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<Created | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    const body = Object.fromEntries(new FormData(event.currentTarget).entries())
    try {
      const response = await fetch('/api/sites/new-dealer', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as Partial<Created> & { error?: string; field?: string }
      if (response.ok && answer.slug) setCreated(answer as Created)
      else setProblem({ field: answer.field ?? 'body', message: answer.error ?? 'The site could not be created.' })
    } catch {
      setProblem({ field: 'body', message: 'The server did not answer. Try again.' })
    } finally {
      setBusy(false)
    }
  }

  if (created)
    return (
      <div className="new-dealer__done" role="status" data-testid="new-dealer-created">
        <h2>The site is ready</h2>
        <p>
          It answers on <strong>{created.domain}</strong> once that domain points at the platform. Until then:{' '}
          <a href={`/sites/${created.slug}/`} data-testid="new-dealer-open">
            open the new site
          </a>
          .
        </p>
        <p>
          <a href={`/admin/collections/sites/${created.id}`}>Edit its settings</a>
        </p>
      </div>
    )

  const error = (field: string) =>
    problem?.field === field ? (
      <span className="new-dealer__error" id={`${field}-error`} role="alert">
        {problem.message}
      </span>
    ) : null
  const input = (field: Field) => (
    <label key={field.name} className="new-dealer__field" data-field={field.name}>
      <span className="new-dealer__label">
        {field.label}
        {field.required ? null : <span className="new-dealer__optional"> (optional)</span>}
      </span>
      <input
        name={field.name}
        required={field.required}
        autoComplete={field.autoComplete ?? 'off'}
        placeholder={field.placeholder}
        aria-invalid={problem?.field === field.name || undefined}
        aria-describedby={problem?.field === field.name ? `${field.name}-error` : undefined}
      />
      {field.hint ? <span className="new-dealer__hint">{field.hint}</span> : null}
      {error(field.name)}
    </label>
  )

  return (
    <form className="new-dealer__form" onSubmit={submit} noValidate={false} data-testid="new-dealer-form">
      <fieldset>
        <legend>Start from</legend>
        <label className="new-dealer__field" data-field="templateSite">
          <span className="new-dealer__label">Template site</span>
          <select name="templateSite" required defaultValue="">
            <option value="" disabled>
              Choose a site to copy
            </option>
            {templates.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <span className="new-dealer__hint">Its menu, footer, pages, legal texts and settings are copied.</span>
          {error('templateSite')}
        </label>
        <label className="new-dealer__field" data-field="brand">
          <span className="new-dealer__label">
            Brand<span className="new-dealer__optional"> (optional)</span>
          </span>
          <select name="brand" defaultValue="">
            <option value="">Several brands or used cars</option>
            {brands.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
          {error('brand')}
        </label>
      </fieldset>
      <fieldset>
        <legend>The dealer</legend>
        {DEALER.map(input)}
      </fieldset>
      <fieldset>
        <legend>Address and phone</legend>
        <div className="new-dealer__grid">{ADDRESS.map(input)}</div>
      </fieldset>
      <fieldset data-testid="new-dealer-leads">
        <legend>Where leads go</legend>
        {LEADS.map(input)}
      </fieldset>
      {problem?.field === 'body' || problem?.field === 'authorization' ? (
        <p className="new-dealer__error" role="alert">
          {problem.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
        {busy ? 'Creating the site…' : 'Create the site'}
      </button>
    </form>
  )
}
