/** Lower-case words joined by hyphens: 'Acme Toyota Perth' → 'acme-toyota-perth'. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Spec: the location slug is derived from the location name with a trailing Sales, Service or Parts removed. */
export function locationSlug(name: string): string {
  return slugify(name.trim().replace(/\s+(sales|service|parts)$/i, ''))
}
