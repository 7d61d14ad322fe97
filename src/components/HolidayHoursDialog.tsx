'use client'

import { useRef } from 'react'
import styles from './HolidayHoursDialog.module.css'

type Row = {
  date: string
  label: string | null
  text: string
  dateText: string
  phone: string | null
  phoneHref: string | null
}

/** The holiday opening hours dialog (content spec §2), from the location's special hours. */
export function HolidayHoursDialog({
  locationName,
  rows,
  labels,
}: {
  locationName: string
  rows: Row[]
  labels: { open: string; title: string; close: string }
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  if (rows.length === 0) return null
  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`holiday-${locationName}`}
        onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      >
        <div className={styles.head}>
          <h2 id={`holiday-${locationName}`}>
            {labels.title}: {locationName}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>
          <table className={styles.table}>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">
                    {row.label ?? row.dateText}
                    {row.label ? <span className={styles.date}>{row.dateText}</span> : null}
                  </th>
                  <td>
                    {row.text}
                    {row.phone && row.phoneHref ? (
                      <>
                        {' '}
                        <a href={row.phoneHref}>{row.phone}</a>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  )
}
