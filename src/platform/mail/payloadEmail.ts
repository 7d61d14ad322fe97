import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { nodemailerTransportFromEnv } from './transport'
import { environment, type Environment } from '@/config/env'

/**
 * Payload's e-mail (staff password reset, …) through the same transport as lead e-mails: SMTP when SMTP_HOST is set,
 * else .eml files in DATA_DIR/outbox. Sender: SMTP_FROM (default no-reply@dealer-platform.local), SMTP_FROM_NAME.
 */
export function payloadEmailAdapter(env: Environment = environment()) {
  return nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM || 'no-reply@dealer-platform.local',
    defaultFromName: env.SMTP_FROM_NAME || 'Dealer Platform',
    transport: nodemailerTransportFromEnv(env).transporter,
    // No connection to the SMTP server at every start (and none during the build); a failure shows when sending.
    skipVerify: true,
  })
}
