import { type APIRequestContext, expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

async function carsOf(request: APIRequestContext, slug: string, where: string) {
  const sites = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
    docs: { id: number }[]
  }
  const res = await request.get(
    `/api/cars?where[site][equals]=${sites.docs[0]!.id}&where[show_on_dealer_website][equals]=true&${where}&depth=0&limit=2&sort=id`,
  )
  return ((await res.json()) as { docs: { id: number; slug: string }[] }).docs
}

test.describe('Compare and favourite controls on the car page (spec §5: the same rule and the same lists as the search cards)', () => {
  test('Save keeps the car in the favourites stored on the device, Compare adds it to the compare list', async ({
    page,
    request,
  }) => {
    const [car] = await carsOf(request, 'harbour-toyota', 'where[status][equals]=in_stock')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
      await page.evaluate(() => window.localStorage.clear())
      await page.reload()
      await hydrated(page)
      const controls = page.getByTestId('car-save-controls')
      const save = controls.getByRole('button', { name: 'Save' })
      await expect(save).toHaveAttribute('aria-pressed', 'false')
      await save.click()
      await expect(controls.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
      const favourites = await page.evaluate(() => window.localStorage.getItem('favourites'))
      expect(JSON.parse(favourites ?? '[]')).toEqual([expect.objectContaining({ id: String(car!.id) })])

      await controls.getByRole('checkbox', { name: 'Compare' }).check()
      await expect(controls.getByRole('link', { name: 'Compare 1 of 4' })).toHaveAttribute(
        'href',
        `/compare?ids=${car!.id}`,
      )
      await shot(page, 'car-save-compare')

      // Still saved after a reload: the car page reads the same stored list.
      await page.reload()
      await hydrated(page)
      await expect(controls.getByRole('button', { name: 'Saved' })).toBeVisible()
    }
  })

  test('a sold car shows neither Save nor Compare', async ({ page, request }) => {
    const [sold] = await carsOf(request, 'harbour-toyota', 'where[status][equals]=sold')
    expect(sold, 'the demo stock has a sold car on show').toBeTruthy()
    await page.goto(site('harbour-toyota', `/cars/${sold!.slug}`))
    await expect(page.getByTestId('car-detail')).toBeVisible()
    await expect(page.getByTestId('car-save-controls')).toHaveCount(0)
  })
})
