import type { Fact as FactModel } from './carPageModel'
import styles from '../CarDetail.module.css'

export function Facts({ facts, className }: { facts: FactModel[]; className: string | undefined }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
