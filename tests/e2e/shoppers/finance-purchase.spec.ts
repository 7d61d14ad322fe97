import { expect, type APIRequestContext, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { freshMobile, siteId, siteUrl } from '../leads/helpers'
import { shot } from '../shots'

type Lender = {
  provider: string
  interestRate: number | null
  comparisonRate: number | null
  paymentWeek: number | null
}
type ApiCar = {
  id: number
  slug: string
  price: number
  has_nvic: boolean
  car_type: string
  reserved: boolean
  finance_lenders?: Lender[]
}

async function cars(request: APIRequestContext, slug: string, where: string): Promise<ApiCar[]> {
  const site = await siteId(request, slug)
  const response = await request.get(
    `/api/cars?where[site][equals]=${site}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock${where}&depth=0&limit=200&sort=id`,
  )
  return ((await response.json()) as { docs: ApiCar[] }).docs
}

for (const width of [390, 1280]) {
  test(`personalised finance at ${width} px: the car's Finance button opens /personalised/finance?car_id={id}; repayments follow the deposit; the quote is sent`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    // Harbour Toyota's provider (provider_b) qualifies cars with a weekly payment; the page serves cars with an NVIC.
    const car = (
      await cars(request, 'harbour-toyota', '&where[has_nvic][equals]=true&where[price][greater_than]=5000')
    ).find((c) =>
      c.finance_lenders?.some(
        (l) =>
          l.provider === 'provider_b' &&
          l.interestRate !== null &&
          l.comparisonRate !== null &&
          (l.paymentWeek ?? 0) > 0,
      ),
    )
    expect(car, 'a seeded Harbour Toyota car that qualifies for personalised finance').toBeTruthy()
    await page.goto(siteUrl('harbour-toyota', `/cars/${car!.slug}`))
    await hydrated(page)
    await page.getByTestId('btn-finance').click()
    await expect(page).toHaveURL(new RegExp(`/personalised/finance\\?car_id=${car!.id}`))
    await hydrated(page)
    const weekly = page.getByTestId('quote-weekly')
    await expect(weekly).toHaveText(/^\$[\d,]+\.\d{2}$/)
    await expect(page.getByTestId('quote-monthly')).toHaveText(/^\$[\d,]+\.\d{2}$/)
    const before = await weekly.textContent()
    await page.getByRole('textbox', { name: 'Deposit' }).fill(String(Math.round(car!.price / 2)))
    await expect(weekly).not.toHaveText(before ?? '')
    await shot(page, 'personalised-finance')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Quote')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('quote@example.com')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(freshMobile())
    await page.getByRole('button', { name: 'Send Me This Quote' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  })

  test(`online purchase at ${width} px: five steps from the car page to /success, with a review of the answers`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    const car = (
      await cars(request, 'metro-used-cars', '&where[car_type][equals]=used&where[reserved][not_equals]=true')
    ).at(-1 - (width === 390 ? 0 : 1))
    expect(car, 'a seeded used Metro car for sale').toBeTruthy()
    await page.goto(siteUrl('metro-used-cars', `/cars/${car!.slug}`))
    await hydrated(page)
    await page.getByTestId('btn-online-purchase').click()
    await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car!.slug}`))
    await expect(page.getByText('Step 1 of 5: Your details')).toBeVisible()
    await hydrated(page)
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Buyer')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('buyer@example.com')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(freshMobile())
    await page.getByRole('textbox', { name: 'Postcode' }).fill('3175')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 2 of 5: Trade-in')).toBeVisible()
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 3 of 5: Finance')).toBeVisible()
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 4 of 5: Delivery or pick-up')).toBeVisible()
    await page.getByRole('radio', { name: 'Deliver to my address' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 5 of 5: Review')).toBeVisible()
    const review = page.getByTestId('purchase-review')
    await expect(review).toContainText('E2E Buyer')
    await expect(review).toContainText('Deliver to my address')
    await page.getByRole('checkbox', { name: 'I agree to the terms of use' }).check()
    await shot(page, 'checkout-journey-review')
    // Delivery without an address: the server names the field and the form goes back to its step.
    await page.getByRole('button', { name: 'Place My Order' }).click()
    await expect(page.getByText('Step 4 of 5: Delivery or pick-up')).toBeVisible()
    await expect(page.getByText('Enter the address we deliver the car to.').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'Delivery address' }).fill('12 Lonsdale St, Dandenong VIC 3175')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Place My Order' }).click()
    await expect(page).toHaveURL(/\/success\?lead_id=\d+/)
  })
}

test('gated mode: finance on the gated site goes to /sign-in?type=finance; sell-my-car stays open', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('lakeside-motors', '/finance'))
  await expect(page).toHaveURL(/\/sign-in\?type=finance&redirect=%2Ffinance/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your personalized finance') // en-US spelling on the US site
  const [car] = await cars(request, 'lakeside-motors', '')
  await page.goto(siteUrl('lakeside-motors', `/cars/${car!.slug}/checkout`))
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/)
  await page.goto(siteUrl('lakeside-motors', '/sell-my-car'))
  await expect(page).toHaveURL(/\/sell-my-car$/)
})
