import { complaintsClosingSentence } from '@/domain/complaintAuthorities'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { ComplaintsNoticeBlock } from '@/payload-types'
import { RichTextContent } from '@/components/RichTextContent'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'
import styles from './ComplaintsNotice.module.css'

/**
 * The complaints notice (content spec §9): the site's notice text, the contact name, e-mail and phone from settings,
 * the consumer-protection authority of each state where the dealer has a location, then 'or seek independent legal advice'.
 */
export function ComplaintsNoticeComponent({
  block,
  ctx,
  data,
}: {
  block: ComplaintsNoticeBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'complaintsNotice'>
}) {
  const { site } = ctx
  const t = siteText(site)
  const locale = siteLocale(site)
  const listed = data.authorities
  const contact = site.complaintsContact
  return (
    <section className="container section prose">
      <div className={styles.notice}>
        <h1>{t(block.title ?? 'Complaint Handling Process')}</h1>
        <RichTextContent data={data.notice} locale={locale} />
        {contact?.name || contact?.email || contact?.phone ? (
          <div className={styles.contact}>
            <dl>
              {contact.name ? (
                <>
                  <dt>{t('Contact')}</dt>
                  <dd>{contact.name}</dd>
                </>
              ) : null}
              {contact.email ? (
                <>
                  <dt>{t('Email')}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </dd>
                </>
              ) : null}
              {contact.phone ? (
                <>
                  <dt>{t('Phone')}</dt>
                  <dd>
                    <a href={telHref(contact.phone, phoneCountryForLocale(locale))}>{contact.phone}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}
        {listed.length > 0 ? (
          <>
            <p>
              {t(
                'If you are not satisfied with our response, you can contact the consumer protection authority in your state:',
              )}
            </p>
            <ul className={styles.authorities}>
              {listed.map((authority) => (
                <li key={authority.state}>
                  {authority.state}:{' '}
                  <a href={authority.website} target="_blank" rel="noopener">
                    {authority.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>{t(complaintsClosingSentence(listed.length))}</p>
      </div>
    </section>
  )
}
