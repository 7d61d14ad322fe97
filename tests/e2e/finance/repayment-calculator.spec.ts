import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { repayment, type RepaymentFrequency } from '../../../src/domain/financeRepayment'
import { formatMoney } from '../../../src/domain/moneyFormat'
import { hydrated } from '../content/site'
import { siteId, siteUrl } from '../leads/helpers'
import { shot } from '../shots'

/**
 * Issue 30.5: the repayment calculator on the car page and the finance page. It answers as the shopper types once the
 * page is interactive, and without JavaScript its GET form is answered by the server.
 */

type ApiCar = { id: number; slug: string; price: number }

/** An in-stock, unreserved car of the site priced well above the finance threshold (public REST API). */
async function carOf(request: APIRequestContext, slug: string): Promise<ApiCar> {
  const site = await siteId(request, slug)
  const response = await request.get(
    `/api/cars?where[site][equals]=${site}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&where[price][greater_than]=12000&depth=0&limit=1&sort=id`,
  )
  const { docs } = (await response.json()) as { docs: ApiCar[] }
  expect(docs.length, `a seeded in-stock car on ${slug}`).toBeGreaterThan(0)
  return docs[0]!
}

const SITES = [
  // An Australian site without a finance provider: the card, the finance box and the calculator all estimate at 10%.
  // Fortnightly is the shopper's choice there; the money up front is a deposit, and a balloon is offered.
  {
    slug: 'metro-used-cars',
    locale: 'en-AU',
    frequency: 'weekly',
    per: 'per week',
    rate: '10',
    other: 'fortnightly',
    otherLabel: 'Fortnightly',
    otherPer: 'per fortnight',
    deposit: 'Deposit',
    balloon: '&balloon=0',
  },
  // The US demo site quotes monthly (issue 26.4), at an APR; issue 39.6: a "down payment", no fortnightly term and no
  // balloon (its cars' lenders have none).
  {
    slug: 'lakeside-motors',
    locale: 'en-US',
    frequency: 'monthly',
    per: 'per month',
    rate: '10',
    other: 'weekly',
    otherLabel: 'Weekly',
    otherPer: 'per week',
    deposit: 'Down payment',
    balloon: '',
  },
] as const

const calculator = (page: Page) => page.getByTestId('repayment-calculator')
const figure = (page: Page) => page.getByTestId('calculator-repayment')

const expected = (price: number, deposit: number, termYears: number, rate: number, frequency: RepaymentFrequency) =>
  repayment({ price, deposit, termYears, interestRate: rate, balloon: 0, frequency })

for (const s of SITES) {
  test(`car page calculator on ${s.slug}: opens at the finance box's figure, follows deposit and term as the shopper types`, async ({
    page,
    request,
  }) => {
    const car = await carOf(request, s.slug)
    const money = (amount: number) => formatMoney(amount, s.locale)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl(s.slug, `/cars/${car.slug}`))
    await hydrated(page)
    const box = calculator(page)
    await expect(box.getByRole('heading', { name: 'Repayment calculator' })).toBeVisible()
    await expect(box.getByTestId('calculator-price')).toHaveText(money(car.price))
    await expect(box.getByRole('radio', { name: s.frequency === 'weekly' ? 'Weekly' : 'Monthly' })).toBeChecked()
    await expect(box.getByLabel(/Interest rate/)).toHaveValue(s.rate)
    // Untouched, the calculator shows the figure the finance box (and the card) show: one function, one default.
    const opening = money(expected(car.price, 0, 5, Number(s.rate), s.frequency))
    await expect(figure(page)).toHaveText(opening)
    await expect(page.getByTestId('finance-estimate')).toContainText(opening)
    await expect(box.getByTestId('calculator-answer')).toContainText(s.per)
    await expect(box.getByTestId('calculator-rate-copy')).toContainText(
      s.locale === 'en-US'
        ? 'Annual percentage rate (APR) shown for a secured loan of $30,000 over a term of 5 years'
        : 'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    )

    const deposit = Math.round(car.price / 4)
    await box.getByLabel(s.deposit).fill(String(deposit))
    const afterDeposit = money(expected(car.price, deposit, 5, Number(s.rate), s.frequency))
    await expect(figure(page)).toHaveText(afterDeposit)
    expect(afterDeposit).not.toBe(opening)
    await box.getByLabel('Term').selectOption('3')
    const afterTerm = money(expected(car.price, deposit, 3, Number(s.rate), s.frequency))
    await expect(figure(page)).toHaveText(afterTerm)
    expect(afterTerm).not.toBe(afterDeposit)
    await expect(box.getByTestId('calculator-summary')).toContainText(`over 3 years`)
    await expect(box.getByTestId('calculator-summary')).toContainText(`${money(car.price - deposit)} financed`)

    // The other frequency is the shopper's choice (fortnightly in AU; the US has none: issue 39.6).
    await expect(box.getByRole('radio', { name: 'Fortnightly' })).toHaveCount(s.locale === 'en-US' ? 0 : 1)
    await expect(box.getByLabel('Balloon')).toHaveCount(s.balloon ? 1 : 0)
    await box.getByRole('radio', { name: s.otherLabel }).check()
    await expect(figure(page)).toHaveText(money(expected(car.price, deposit, 3, Number(s.rate), s.other)))
    await expect(box.getByTestId('calculator-answer')).toContainText(s.otherPer)

    // A deposit above the price names the field, and no figure is shown.
    await box.getByLabel(s.deposit).fill(String(car.price + 1000))
    await expect(box.getByTestId('calculator-error-deposit')).toHaveText(
      `${s.deposit} must be less than the price (${money(car.price)}).`,
    )
    await expect(box.getByLabel(s.deposit)).toHaveAttribute('aria-invalid', 'true')
    await expect(figure(page)).toHaveCount(0)

    // Submitting with scripts on keeps the answer in the address (a reload is answered by the server alike).
    await box.getByLabel(s.deposit).fill(String(deposit))
    await box.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(
      new RegExp(`\\?deposit=${deposit}&term=3&rate=${s.rate}${s.balloon}&frequency=${s.other}`),
    )
    await page.reload()
    await expect(figure(page)).toHaveText(money(expected(car.price, deposit, 3, Number(s.rate), s.other)))

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto(siteUrl(s.slug, `/cars/${car.slug}`))
      await hydrated(page)
      await calculator(page).scrollIntoViewIfNeeded()
      await calculator(page).evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await shot(page, `calculator-car-${s.slug}`)
    }
  })

  test(`car page calculator on ${s.slug} without JavaScript: the form's answer comes from the server`, async ({
    browser,
    request,
  }) => {
    const car = await carOf(request, s.slug)
    const money = (amount: number) => formatMoney(amount, s.locale)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl(s.slug, `/cars/${car.slug}`))
    const box = calculator(page)
    await expect(figure(page)).toHaveText(money(expected(car.price, 0, 5, Number(s.rate), s.frequency)))

    const deposit = Math.round(car.price / 5)
    await box.getByLabel(s.deposit).fill(String(deposit))
    await box.getByLabel('Term').selectOption('2')
    await box.getByRole('radio', { name: s.otherLabel }).check()
    await box.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/cars/${car.slug}\\?deposit=${deposit}&term=2&.*frequency=${s.other}#repayment-calculator$`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(figure(page)).toHaveText(money(expected(car.price, deposit, 2, Number(s.rate), s.other)))
    await expect(box.getByLabel(s.deposit)).toHaveValue(String(deposit))
    await expect(box.getByRole('radio', { name: s.otherLabel })).toBeChecked()

    // Bad input: the server names the field; nothing breaks.
    await box.getByLabel(s.deposit).fill('-500')
    await box.getByRole('button', { name: 'Calculate' }).click()
    await expect(box.getByTestId('calculator-error-deposit')).toHaveText(`${s.deposit} cannot be negative.`)
    await expect(box.getByTestId('calculator-invalid')).toBeVisible()
    const outOfRange = await page.goto(siteUrl(s.slug, `/cars/${car.slug}?term=12&rate=-1`))
    expect(outOfRange?.status()).toBe(200)
    await expect(box.getByTestId('calculator-error-term')).toHaveText(
      'Term must be a whole number of years from 1 to 7.',
    )
    await expect(box.getByTestId('calculator-error-rate')).toHaveText('Interest rate must be from 0% to 40%.')

    // The cached car page is untouched by the answers: without a query it opens at the defaults.
    await page.goto(siteUrl(s.slug, `/cars/${car.slug}`))
    await expect(box.getByLabel(s.deposit)).toHaveValue('0')
    await expect(figure(page)).toHaveText(money(expected(car.price, 0, 5, Number(s.rate), s.frequency)))
    await context.close()
  })
}

test('finance page calculator (Harbour Toyota, the 8.5% dealer group): price entered, live, and answered without JavaScript', async ({
  page,
  browser,
}) => {
  const money = (amount: number) => formatMoney(amount, 'en-AU')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('harbour-toyota', '/apply-for-finance'))
  await hydrated(page)
  const box = calculator(page)
  // "Default calculator interest rate 10 (8.5 for one dealer group)"
  await expect(box.getByLabel(/Interest rate/)).toHaveValue('8.5')
  await expect(box.getByLabel('Price')).toHaveValue('30000')
  await expect(box.getByRole('radio', { name: 'Weekly' })).toBeChecked()
  await expect(figure(page)).toHaveText(money(expected(30000, 0, 5, 8.5, 'weekly')))
  await box.getByLabel('Price').fill('42000')
  await box.getByLabel('Deposit').fill('6000')
  await expect(figure(page)).toHaveText(money(expected(42000, 6000, 5, 8.5, 'weekly')))
  await box.getByLabel('Price').fill('abc')
  await expect(box.getByTestId('calculator-error-price')).toHaveText('Price must be an amount in dollars, like 25990.')
  await box.getByLabel('Price').fill('42000')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    await calculator(page).evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await shot(page, 'calculator-finance-harbour-toyota')
  }

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noJs = await context.newPage()
  await noJs.goto(siteUrl('harbour-toyota', '/apply-for-finance?car_type=used'))
  const form = calculator(noJs)
  await form.getByLabel('Price').fill('20000')
  await form.getByLabel('Deposit').fill('2000')
  await form.getByLabel('Term').selectOption('4')
  await form.getByRole('radio', { name: 'Monthly' }).check()
  await form.getByRole('button', { name: 'Calculate' }).click()
  // The page's own query (car_type) is kept beside the calculator's.
  await expect(noJs).toHaveURL(/\/apply-for-finance\?car_type=used&price=20000&deposit=2000&term=4/)
  await expect(figure(noJs)).toHaveText(money(expected(20000, 2000, 4, 8.5, 'monthly')))
  await form.getByLabel('Price').fill('15000')
  await form.getByLabel('Deposit').fill('16000')
  await form.getByRole('button', { name: 'Calculate' }).click()
  await expect(form.getByTestId('calculator-error-deposit')).toHaveText(
    'Deposit must be less than the price ($15,000).',
  )
  await context.close()
})
