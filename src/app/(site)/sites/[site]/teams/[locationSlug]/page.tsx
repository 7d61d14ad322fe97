import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MediaImage } from '@/components/MediaImage'
import { PageHead } from '@/components/templates/PageHead'
import styles from '@/components/templates/templates.module.css'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { locationsWithSlug, placeName } from '@/lib/locationData'
import { siteLocations } from '@/data/sites'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; locationSlug: string }> }

async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const locations = locationsWithSlug(await siteLocations(ctx.site.id), (await params).locationSlug)
  if (locations.length === 0) notFound()
  return { ctx, locations }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, locations } = await load(params)
  return { title: `${siteText(ctx.site)('Our team')} | ${placeName(locations)}` }
}

/** /teams/{locationSlug}: the people of a location's departments, from the locations' team lists. */
export default async function TeamPage({ params }: Props) {
  const { ctx, locations } = await load(params)
  const t = siteText(ctx.site)
  const country = phoneCountryForLocale(siteLocale(ctx.site))
  const departments = locations.filter((l) => (l.team ?? []).length > 0)
  return (
    <>
      <PageHead
        title={`${t('Meet the team')}: ${placeName(locations)}`}
        lead={t('The people who will look after you, by department.')}
      />
      <div className="container section">
        {departments.length === 0 ? <p>{t('Our team list is coming soon.')}</p> : null}
        {departments.map((location) => (
          <section key={location.id} aria-labelledby={`team-${location.id}`} style={{ marginBottom: 32 }}>
            <h2 id={`team-${location.id}`}>{location.name}</h2>
            <ul className={styles.team}>
              {(location.team ?? []).map((member) => (
                <li key={member.id ?? member.name} className={styles.member}>
                  {member.photo ? (
                    <MediaImage media={member.photo} size="thumbnail" width={96} height={96} alt={member.name} />
                  ) : (
                    <span className={styles.avatar} aria-hidden="true">
                      {member.name.slice(0, 1)}
                    </span>
                  )}
                  <h3>{member.name}</h3>
                  {member.role ? <p className={styles.role}>{t(member.role)}</p> : null}
                  {member.phone ? <a href={telHref(member.phone, country)}>{member.phone}</a> : null}
                  {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <a href={siteHref(ctx.basePath, `/contact-us/${(await params).locationSlug}`)}>{t('Contact this location')}</a>
      </div>
    </>
  )
}
