import Link from 'next/link'
import { allSites } from '@/data/sites'
import { env } from '@/config/env'

export const dynamic = 'force-dynamic'

/** The platform's own host (localhost) lists the sites it serves. */
export default async function PlatformIndex() {
  const docs = await allSites()
  const port = env('PORT') ?? '3000'
  return (
    <main className="container section">
      <h1>Dealer Platform</h1>
      <p>
        This server hosts {docs.length} dealer {docs.length === 1 ? 'site' : 'sites'}. Staff sign in at{' '}
        <Link href="/admin">/admin</Link>.
      </p>
      <ul>
        {docs.map((site) => (
          <li key={site.id}>
            <a href={`http://${site.slug}.localhost:${port}/`}>{site.name}</a> ·{' '}
            <Link href={`/sites/${site.slug}`}>/sites/{site.slug}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
