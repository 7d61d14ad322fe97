import type { ReactNode } from 'react'
import type { FormSettings } from '@/leads/settings'
import { ChatOfferButton } from '../../chat/ChatOfferButton'
import { CallDealerCard } from '../CallDealerCard'
import { LeadDialogButton } from '../LeadDialogButton'
import { NoPhoneWarning } from '../NoPhoneWarning'
import { PdfDownloadButton } from '../PdfDownloadButton'
import type { CarButton, CarPageForm, CarPageModel } from './carPageModel'
import styles from '../CarDetail.module.css'

type Props = {
  model: CarPageModel
  carId: number
  site: string
  /** Each form's settings on this site for this car (fields, defaults, the spec §7 event 14/15/17/48). */
  forms: Record<CarPageForm, FormSettings>
  carSummary: ReactNode
}

function linkClass(look: Extract<CarButton, { type: 'link' }>['look']): string {
  return look === 'secondary' ? 'button button--secondary' : `button ${styles[`reserve_${look.reserve}`]}`
}

function Button({ button, forms, carSummary }: { button: CarButton } & Omit<Props, 'carId'>) {
  // A download (the car PDF): fetched with a downloading state and an alert on failure.
  if (button.type === 'link' && button.download)
    return (
      <PdfDownloadButton
        className={linkClass(button.look)}
        href={button.href}
        fileName={button.download}
        label={button.label}
        testId={button.testId}
      />
    )
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
      label={button.label}
      title={button.title}
      settings={forms[button.form]}
      submitLabel={button.submitLabel}
      slotsUrl={button.slotsUrl}
      pageHref={button.pageHref}
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
      {model.callDealer ? (
        <CallDealerCard {...model.callDealer} carId={carId} site={site} />
      ) : (
        <NoPhoneWarning carId={carId} />
      )}
    </aside>
  )
}
