import type { CarPageModel } from './carPageModel'
import { CarSaveControls } from './CarSaveControls'
import styles from '../CarDetail.module.css'

/** Breadcrumb, title with series, badges and (for a sold car) the SOLD notice. */
export function CarHeading({ model, basePath }: { model: CarPageModel; basePath: string }) {
  const { title, series, badges } = model
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <a href={model.searchHref}>Search</a> <span aria-hidden="true">›</span> <span aria-current="page">{title}</span>
      </nav>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          {title}
          {series ? <span className={styles.series}> {series}</span> : null}
        </h1>
        <ul className={styles.badges} aria-label="Badges">
          {badges.map((badge) => (
            <li
              key={badge.testId ?? badge.label}
              className={badge.tone ? `${styles.badge} ${styles[badge.tone]}` : styles.badge}
              data-testid={badge.testId}
            >
              {badge.label}
            </li>
          ))}
        </ul>
        {model.saveControls ? <CarSaveControls controls={model.saveControls} basePath={basePath} /> : null}
      </header>
      {model.soldNotice ? (
        <p className={styles.soldNotice} role="status">
          This vehicle has been SOLD. <a href={model.seeMoreHref}>See more from this dealer</a>
        </p>
      ) : null}
    </>
  )
}
