import { SpecList } from '../SpecList'
import type { CarPageModel } from './carPageModel'
import styles from '../CarDetail.module.css'

export function SpecsSection({
  specs,
  trailer,
}: {
  specs: CarPageModel['specs']
  trailer: CarPageModel['trailerSpecs']
}) {
  return (
    <section aria-labelledby="specs-heading" className={styles.block}>
      <h2 id="specs-heading" className={styles.sectionTitle}>
        Specifications
      </h2>
      <SpecList rows={specs} label="Vehicle specifications" testId="spec-list" />
      {trailer ? (
        <>
          <h3 className={styles.subheading}>{trailer.heading}</h3>
          <SpecList rows={trailer.rows} label="Caravan and trailer specifications" testId="trailer-specs" />
        </>
      ) : null}
    </section>
  )
}
