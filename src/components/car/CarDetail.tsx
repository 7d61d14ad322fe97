import { StickyMobileFooter } from '@/components/StickyMobileFooter'
import { EarlyClickCapture } from '@/components/earlyClicks/EarlyClickCapture'
import { EarlyClickReplay } from '@/components/earlyClicks/EarlyClickReplay'
import { HydrateLater } from '@/components/earlyClicks/HydrateLater'
import type { SiteCarView } from '@/data/shapes/car'
import type { SimilarCarHit } from '@/data/similarCars'
import type { SiteContext } from '@/lib/siteRequest'
import type { SiteFormData } from '@/data/forms'
import { formSettingsFor } from '@/leads/server/formContext'
import { RepaymentCalculator } from '@/components/finance/RepaymentCalculator'
import { calculatorDefaults, calculatorValues } from '@/domain/repaymentCalculator'
import { siteLocale } from '@/lib/siteText'
import { AboutTabs } from './detail/AboutTabs'
import { CarHeading } from './detail/CarHeading'
import { CAR_PAGE_FORMS, carPageModel } from './detail/carPageModel'
import { CarSidebar } from './detail/CarSidebar'
import { CarSummary } from './detail/CarSummary'
import { FinanceSection } from './detail/FinanceSection'
import { KeyInfo } from './detail/KeyInfo'
import { SpecsSection } from './detail/SpecsSection'
import { CarGallery } from './CarGallery'
import { DeferredLeadForm } from '@/components/forms/DeferredLeadForm'
import { SimilarCars } from './SimilarCars'
import styles from './CarDetail.module.css'
import { siteTimeZone } from '@/domain/siteTimeZone'

/** The car as the route shaped it (siteCarView), and the site's form data (loadSiteFormData) for its forms. */
type Props = {
  ctx: SiteContext
  car: SiteCarView
  similarCars: SimilarCarHit[]
  formData: SiteFormData
  now?: Date
  /** The repayment calculator's query when the page answers its form (the per-request twin route). */
  calculatorQuery?: Record<string, string | string[] | undefined>
}

/**
 * The car detail page's body (spec §2): what it shows comes from carPageModel (detail/carPageModel.ts), the sections
 * in detail/ render it. Buttons clicked before the page is interactive act once it is (components/earlyClicks).
 */
export function CarDetail({ ctx, car: view, similarCars, formData, now = new Date(), calculatorQuery = {} }: Props) {
  const { site, basePath } = ctx
  const { car } = view
  const model = carPageModel({ car: view, site, basePath, now })
  // Each form's settings carry this car: its fields, defaults and its spec §7 analytics event (14/15/17/48).
  const forms = Object.fromEntries(
    CAR_PAGE_FORMS.map((kind) => [kind, formSettingsFor(kind, formData, car)]),
  ) as Record<(typeof CAR_PAGE_FORMS)[number], ReturnType<typeof formSettingsFor>>

  const sidebar = (
    <CarSidebar
      model={model}
      carId={car.id}
      site={site.slug}
      forms={forms}
      carSummary={<CarSummary summary={model.summary} />}
    />
  )

  return (
    <article className={`container ${styles.page}`} data-testid="car-detail" data-early-clicks="">
      <EarlyClickCapture />
      <CarHeading model={model} basePath={basePath} />
      <div className={styles.layout}>
        <div className={`${styles.main} ${styles.top}`}>
          <CarGallery images={model.images} alt={model.title} />
          <KeyInfo price={model.price} facts={model.keyFacts} />
        </div>
        {model.sidebar === 'side' ? sidebar : null}
        <div className={`${styles.main} ${styles.rest}`}>
          {model.finance ? (
            <FinanceSection
              finance={model.finance}
              carId={car.id}
              site={site.slug}
              locale={site.locale ?? 'en-AU'}
              timeZone={siteTimeZone(site.timeZone)}
              now={now}
            />
          ) : null}
          <HydrateLater>
            {model.calculator ? (
              <RepaymentCalculator
                action={model.calculator.action}
                locale={siteLocale(site)}
                fixedPrice={model.calculator.price}
                lender={model.calculator.lender}
                initial={calculatorValues(
                  calculatorQuery,
                  calculatorDefaults(model.calculator.price, model.calculator),
                )}
              />
            ) : null}
            <SpecsSection specs={model.specs} trailer={model.trailerSpecs} />
            <AboutTabs tabs={model.tabs} />
          </HydrateLater>
          <p>
            <a href={model.seeMoreHref} className={styles.seeMore} data-testid="see-more-dealer">
              See more from this dealer
            </a>
          </p>
          <section id="enquire" aria-labelledby="enquire-heading" className={styles.block}>
            <h2 id="enquire-heading" className={styles.sectionTitle}>
              {model.enquiry.heading}
            </h2>
            <HydrateLater>
              <DeferredLeadForm settings={forms.car} submitLabel={model.enquiry.submitLabel} showCar={false} />
            </HydrateLater>
          </section>
          {model.sidebar === 'foot' ? sidebar : null}
        </div>
      </div>
      {model.similarCars ? (
        <HydrateLater>
          <SimilarCars site={site} hits={similarCars} basePath={basePath} />
        </HydrateLater>
      ) : null}
      {model.stickyFooter ? (
        <div className={styles.stickyFooter} data-testid="car-sticky-footer">
          <StickyMobileFooter {...model.stickyFooter} />
        </div>
      ) : null}
      <EarlyClickReplay />
    </article>
  )
}
