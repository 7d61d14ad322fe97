import type { ReactNode } from 'react'
import styles from './templates.module.css'

export function PageHead({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <div className={`container ${styles.pageHead}`}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}
