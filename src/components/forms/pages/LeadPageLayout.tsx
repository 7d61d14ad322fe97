import type React from 'react'
import styles from './LeadPage.module.css'

/** The frame of every form page: heading, intro, the form. */
export function LeadPageLayout({
  title,
  intro,
  children,
  aside,
}: {
  title: string
  intro?: string
  children: React.ReactNode
  aside?: React.ReactNode
}) {
  return (
    <section className={`container section ${styles.page}`}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      <div className={styles.body}>
        <div className={styles.main}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </section>
  )
}
