import type { Field } from 'payload'
import { FEED_COLUMNS } from './feedColumns'
import { Cars } from '@collections/Cars'

/** Every named car field's label by its path (`variant.cylinders`), as the car form shows it. */
function carLabels(fields: Field[], prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        carLabels(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, into)
      continue
    }
    if ('name' in field && typeof field.label === 'string') into.set(`${prefix}${field.name}`, field.label)
    if ('fields' in field && Array.isArray(field.fields)) {
      const inner = 'name' in field && field.type === 'group' ? `${prefix}${field.name}.` : prefix
      carLabels(field.fields, inner, into)
    }
  }
  return into
}

/**
 * The fields a dealership's feed column can be mapped to (Dealerships' "Feed columns"), labelled as the car form
 * labels them, so staff pick "Odometer (km)", not `km`.
 */
export function feedFieldOptions(): { label: string; value: string }[] {
  const labels = carLabels(Cars.fields)
  const fields = [...new Set(FEED_COLUMNS.map((column) => column.field))]
  return fields.map((field) => ({
    value: field,
    label:
      labels.get(field) ??
      (field === 'location_name' ? `${labels.get('location') ?? 'Yard'} (by its name)` : field.replace(/[._]/g, ' ')),
  }))
}
