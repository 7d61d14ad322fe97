import type { Location } from '../../payload-types'
import styles from './OpeningHours.module.css'

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
type Hours = NonNullable<Location['openingHours']>

export function OpeningHours({ hours, byAppointment }: { hours: Hours; byAppointment: boolean }) {
  const rows = [...hours].sort((a, b) => ((Number(a.weekday) + 6) % 7) - ((Number(b.weekday) + 6) % 7))
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Opening hours</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id ?? row.weekday}>
            <th scope="row">{DAYS[Number(row.weekday)]}</th>
            <td>{row.status === 'Open' ? `${row.open} – ${row.close}` : byAppointment ? 'By appointment only' : 'Closed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
