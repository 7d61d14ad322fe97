import type { PaymentMethodsBlock } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from './PaymentMethods.module.css'

const LABEL: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  eftpos: 'EFTPOS',
  'bank-transfer': 'Bank transfer',
  finance: 'Finance',
  afterpay: 'Afterpay',
  cash: 'Cash',
}
const COLOUR: Record<string, string> = {
  visa: '#1a1f71',
  mastercard: '#eb001b',
  amex: '#2e77bc',
  eftpos: '#5b2c83',
  'bank-transfer': '#44505c',
  finance: '#0b7a4b',
  afterpay: '#00a88f',
  cash: '#3f7d20',
}

/** Payment-methods strip (content spec §2). */
export async function PaymentMethodsComponent({
  block,
  ctx,
}: {
  block: PaymentMethodsBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  return (
    <section className="container section" aria-labelledby={`pay-${block.id}`}>
      <h2 id={`pay-${block.id}`}>{t(block.title ?? 'Ways to pay')}</h2>
      <ul className={styles.strip}>
        {(block.methods ?? []).map((method) => (
          <li key={method} className={styles.method}>
            <svg viewBox="0 0 28 20" aria-hidden="true">
              <rect width="28" height="20" rx="3" fill={COLOUR[method] ?? '#44505c'} />
              <rect x="4" y="6" width="8" height="6" rx="1" fill="#f5c542" />
            </svg>
            {t(LABEL[method] ?? method)}
          </li>
        ))}
      </ul>
    </section>
  )
}
