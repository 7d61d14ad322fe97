'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import './admin.css'

/** Always in the admin header: which dealer site the lists, the dashboard and new documents belong to. */
export function SiteIndicator() {
  const { options, selectedTenantID } = useTenantSelection()
  const selected = options.find((option) => String(option.value) === String(selectedTenantID))
  const name = selected ? String(selected.label) : null
  return (
    <p
      className="site-indicator"
      data-testid="site-indicator"
      aria-live="polite"
      title={name ? `Editing: ${name}` : 'All sites: choose one in the menu to work on it'}
    >
      {name ? (
        <>
          <span className="site-indicator__prefix">Editing: </span>
          <strong>{name}</strong>
        </>
      ) : (
        'All sites'
      )}
    </p>
  )
}
