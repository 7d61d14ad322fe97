'use client'

import type { ReactNode } from 'react'

export interface StateLinkProps {
  /** The link's URL (a real link: opens in a new tab, works before hydration). */
  href: string
  /** Clicked: moves to the state in the page instead. */
  onNavigate: () => void
  className?: string
  rel?: string
  'aria-current'?: 'page'
  children: ReactNode
}

/** A link to another search that the page follows without a reload. */
export function StateLink({ href, onNavigate, children, ...rest }: StateLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        e.preventDefault()
        onNavigate()
      }}
    >
      {children}
    </a>
  )
}
