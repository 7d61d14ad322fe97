import styles from './SearchSeo.module.css'

/** The site's SEO footer copy as paragraphs: a blank line starts a new one; blank copy gives none. */
export function seoParagraphs(copy: string | null | undefined): string[] {
  return (copy ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Content spec §3 "One dealer adds SEO headings and footer copy": the heading shows under the listing title. */
export function SearchSeoHeading({ text }: { text?: string | null }) {
  return text?.trim() ? <h2 className={styles.heading}>{text.trim()}</h2> : null
}

/** …and the footer copy under the results. */
export function SearchSeoFooter({ copy }: { copy?: string | null }) {
  const paragraphs = seoParagraphs(copy)
  if (paragraphs.length === 0) return null
  return (
    <section className={styles.footer} aria-label="About our stock">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  )
}
