/** A link inside the site: absolute URLs pass through, paths get the fallback prefix when there is one. */
export function siteHref(basePath: string, url: string | null | undefined): string {
  if (!url) return basePath || '/'
  if (/^(https?:|mailto:|tel:)/.test(url)) return url
  return `${basePath}${url.startsWith('/') ? url : `/${url}`}`
}
