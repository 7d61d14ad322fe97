/** Delivery states of a lead and of each destination. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed', 'not-configured'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The statuses in plain words, as staff read them in the admin. */
export const DELIVERY_STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting to be sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'retrying', label: 'Failed, trying again' },
  { value: 'failed', label: 'Failed' },
  { value: 'not-configured', label: 'Not set up' },
] satisfies { value: DeliveryStatus; label: string }[]

export type ChannelStatus = DeliveryStatus | null | undefined

/**
 * The lead's overall status from its destinations: failed if any failed for good, retrying if any will be
 * retried, pending while any waits, delivered when every configured destination took it.
 */
export function overallDeliveryStatus(channels: ChannelStatus[]): DeliveryStatus {
  const configured = channels.filter((s) => s && s !== 'not-configured')
  if (configured.length === 0) return 'not-configured'
  if (configured.includes('failed')) return 'failed'
  if (configured.includes('retrying')) return 'retrying'
  if (configured.some((s) => s !== 'delivered')) return 'pending'
  return 'delivered'
}

export type DeliveryEvent = 'created' | 'offer-accepted' | 'resend'

/** Where a lead goes: the CRM's webhook, the CRM's ADF e-mail, and the readable notification to the site's staff. */
export const DELIVERY_CHANNELS = ['webhook', 'email', 'notification'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

export const isDeliveryChannel = (value: unknown): value is DeliveryChannel =>
  typeof value === 'string' && (DELIVERY_CHANNELS as readonly string[]).includes(value)
