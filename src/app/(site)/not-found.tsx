import Link from 'next/link'

/** Friendly 404 for an unknown host or page. */
export default function NotFound() {
  return (
    <main className="container section" style={{ textAlign: 'center' }}>
      <h1>We couldn’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link className="button" href="/">
          Go to the home page
        </Link>
      </p>
    </main>
  )
}
