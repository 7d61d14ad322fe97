import { CarTabs } from '../CarTabs'
import { DealerComments } from '../DealerComments'
import { FeatureList } from '../FeatureList'
import type { CarPageTab, CarTabBody } from './carPageModel'
import styles from '../CarDetail.module.css'

function TabBody({ body }: { body: CarTabBody }) {
  if (body.type === 'comments') return <DealerComments text={body.text} />
  if (body.type === 'text') return <p>{body.text}</p>
  return (
    <>
      <FeatureList features={body.features} />
      {body.equipment.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Standard equipment</h3>
          <ul className={styles.features}>
            {body.equipment.map((e, i) => (
              <li key={`${e}-${i}`}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

/** Dealer comments, the dealer's promises and the features, one tab at a time. */
export function AboutTabs({ tabs }: { tabs: CarPageTab[] }) {
  return (
    <CarTabs tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, content: <TabBody body={tab.body} /> }))} />
  )
}
