'use client'

import { PARTS_CATEGORY, PARTS_FIELDS, partsRequestFields, partsSubmission } from '@/leads/parts'
import type { FormSettings } from '@/leads/settings'
import { LeadForm } from './LeadForm'

/** /parts/search: the general enquiry with category 'Parts' preselected and the part fields (parts.ts). */
export function PartsRequestForm({ settings, part = '' }: { settings: FormSettings; part?: string }) {
  const defaults: Record<string, string> = { category: PARTS_CATEGORY }
  for (const field of PARTS_FIELDS) defaults[field.name] = ''
  defaults.part = part
  return (
    <LeadForm
      settings={settings}
      defaults={defaults}
      adaptFields={partsRequestFields}
      prepare={partsSubmission}
      submitLabel="Send Parts Request"
      anchor="parts-request"
    />
  )
}
