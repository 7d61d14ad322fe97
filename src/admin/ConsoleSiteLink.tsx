'use client'
import type { ReactNode } from 'react'

/**
 * A console link into one site's admin (issue 39.11): it selects that site first (the multi-tenant plugin's
 * `payload-tenant` cookie, as its site selector writes it), so the list it opens is not filtered to another site.
 * A plain link: the full load makes the admin read the new site.
 */
export function ConsoleSiteLink({
  siteId,
  href,
  children,
  testId,
}: {
  siteId: number
  href: string
  children: ReactNode
  testId?: string
}) {
  return (
    <a
      href={href}
      data-testid={testId}
      onClick={() => {
        document.cookie = `payload-tenant=${siteId}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
      }}
    >
      {children}
    </a>
  )
}
