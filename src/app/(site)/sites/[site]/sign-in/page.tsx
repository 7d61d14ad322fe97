import type { Metadata } from 'next'
import { SignInForm } from '@/components/shopper/SignInForm'
import { PageHead } from '@/components/templates/PageHead'
import { safeRedirect, SIGN_IN_HEADINGS, signInType } from '@/domain/signInRedirect'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('Sign in')} | ${site.name}`, robots: { index: false } }
}

/** /sign-in?type={watchlist|trade-in|checkout|finance}&redirect=&back= (spec §2): phone number, then a texted code. */
export default async function SignInPage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const query = await searchParams
  const t = siteText(ctx.site)
  const type = signInType(query.type)
  const redirect = safeRedirect(query.redirect, siteHref(ctx.basePath, type === 'watchlist' ? '/watchlist' : '/'))
  const back = safeRedirect(query.back, siteHref(ctx.basePath, '/'))
  return (
    <>
      <PageHead title={t(SIGN_IN_HEADINGS[type])} lead={t('We text you a 6-digit code. No password needed.')} />
      <section className="container section">
        <SignInForm site={ctx.site.slug} redirect={redirect} back={back} locale={ctx.site.locale ?? undefined} />
      </section>
    </>
  )
}
