import type { Metadata, Viewport } from 'next'
import type React from 'react'
import './globals.css'

export const metadata: Metadata = { title: 'Dealer Platform' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/** Root layout of the shopper side. Each site's layout sets its own language (en-AU, en-NZ, en-US) and theme. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
