/** Unknown page on a known site: keeps the site's header and footer. */
export default function SiteNotFound() {
  return (
    <section className="container section" style={{ textAlign: 'center' }}>
      <h1>We couldn’t find that page</h1>
      <p>It may have moved, or the car may have been sold. Try the menu above.</p>
    </section>
  )
}
