import { slugify } from './slugify'

/** Spec: the location slug is derived from the location name with a trailing Sales, Service or Parts removed. */
export function locationSlug(name: string): string {
  return slugify(name.trim().replace(/\s+(sales|service|parts)$/i, ''))
}
