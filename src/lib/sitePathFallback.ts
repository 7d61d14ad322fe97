/**
 * One host, one dealer (docs/security.md): a dealer's pages at /sites/{slug}/… on the platform host (the admin's
 * origin) are, in production, the admin's preview for signed-in staff only (src/proxy.ts); dealer hosts never serve
 * that path for any site. Open to everyone in development (tools and links that cannot set a host), or with SITE_PATH_FALLBACK=1 on a
 * production build that only tests run (the e2e suite); never on a real production server.
 */
export function sitePathFallbackOpen(env: { NODE_ENV?: string; SITE_PATH_FALLBACK?: string }): boolean {
  return env.NODE_ENV !== 'production' || env.SITE_PATH_FALLBACK === '1'
}
