import { expect, type Page } from '@playwright/test'

/**
 * Signs in to the Payload admin as a person would: the login form is a React form that only keeps what was typed once
 * it has hydrated (typed earlier, Payload's form state resets it and the submit sends empty fields), so this waits for
 * the page to settle and tries again until the admin opens. Failed tries send nothing, so they count no login attempt.
 */
export async function signInToAdmin(
  page: Page,
  email: string,
  options: { baseUrl?: string; password?: string } = {},
): Promise<void> {
  await page.goto(`${options.baseUrl ?? ''}/admin/login`)
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    if (!/\/admin\/login/.test(page.url())) return
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(options.password ?? process.env.SEED_PASSWORD ?? 'demo-password')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
}
