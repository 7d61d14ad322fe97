/**
 * Lower-case words joined by hyphens, accents dropped and '&' read as 'and': 'Acme Toyota & Sons' →
 * 'acme-toyota-and-sons'. The platform's one slug rule (issue 41.4: sites, dealerships, locations, search landings,
 * blog categories and the seed each had a copy).
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
