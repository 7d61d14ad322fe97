import type { ReactNode } from 'react'
import { ChatOfferButton } from '../../chat/ChatOfferButton'
import { CallDealerCard } from '../CallDealerCard'
import { LeadDialogButton } from '../LeadDialogButton'
import type { CarButton, CarPageForm, CarPageModel } from './carPageModel'
import styles from '../CarDetail.module.css'

type Props = {
  model: CarPageModel
  carId: number
  site: string
  forms: Record<CarPageForm, Parameters<typeof LeadDialogButton>[0]['fields']>
  carSummary: ReactNode
}

function linkClass(look: Extract<CarButton, { type: 'link' }>['look']): string {
  return look === 'secondary' ? 'button button--secondary' : `button ${styles[`reserve_${look.reserve}`]}`
}

function Button({ button, model, site, forms, carSummary }: { button: CarButton } & Omit<Props, 'carId'>) {
  if (button.type === 'link')
    return (
      <a
        className={linkClass(button.look)}
        href={button.href}
        target={button.newTab ? '_blank' : undefined}
        rel={button.newTab ? 'noopener' : undefined}
        download={button.download}
        data-testid={button.testId}
      >
        {button.label}
      </a>
    )
  if (button.type === 'chat')
    return <ChatOfferButton message={button.message} className="button button--secondary" testId={button.testId} />
  return (
    <LeadDialogButton
      eventCar={model.eventCar}
      label={button.label}
      title={button.title}
      kind={button.form}
      fields={forms[button.form]}
      site={site}
      submitLabel={button.submitLabel}
      defaults={button.defaults}
      slotsUrl={button.slotsUrl}
      intro={button.withCarSummary ? carSummary : undefined}
      className={button.look === 'primary' ? 'button' : 'button button--secondary'}
      testId={button.testId}
    />
  )
}

/** The buying options: the buttons, the accepted payment methods and the dealer's (masked) phone number. */
export function CarSidebar(props: Props) {
  const { model, carId, site } = props
  return (
    <aside className={styles.sidebar} aria-label="Contact and buying options">
      <div className={styles.buttons} data-testid="car-buttons">
        {model.buttons.map((button) => (
          <Button key={button.testId} button={button} {...props} />
        ))}
      </div>
      {model.paymentMethods.length > 0 ? (
        <section className={styles.card} aria-labelledby="payment-methods">
          <h2 id="payment-methods" className={styles.cardTitle}>
            Payment methods
          </h2>
          <ul className={styles.inlineList}>
            {model.paymentMethods.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {model.callDealer ? <CallDealerCard {...model.callDealer} carId={carId} site={site} /> : null}
    </aside>
  )
}
