import type { Payload } from 'payload'
import { environment, type Environment } from '@/config/env'

/**
 * A fresh production database gets its first platform admin from ADMIN_EMAIL and ADMIN_PASSWORD (the migrate step,
 * scripts/prepare-db.ts), or from the admin's own first-user screen when they are unset
 * (collections/hooks/firstUserIsPlatformAdmin.ts). Never from the demo seed: demo logins with a known password are
 * not a production account.
 */
export type FirstAdmin = { email: string; password: string }

/** The shortest ADMIN_PASSWORD accepted: the account can do everything on every dealer's site. */
export const FIRST_ADMIN_MIN_PASSWORD = 12

/** What the environment asks for: null when ADMIN_EMAIL is unset. Throws, naming the variable, on a half or empty one. */
export function firstAdminFromEnv(env: Environment): FirstAdmin | null {
  const email = env.ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD
  // Compose passes `${ADMIN_EMAIL:-}`: both empty is "not set", one of the two is a mistake.
  if (!email?.trim() && !password?.trim()) return null
  if (email === undefined || !email.trim())
    throw new Error('ADMIN_EMAIL is empty: set the first platform admin’s e-mail address, or unset ADMIN_PASSWORD too.')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    throw new Error(`ADMIN_EMAIL must be an e-mail address (got "${email}").`)
  if (password === undefined || !password.trim())
    throw new Error('ADMIN_PASSWORD is unset or empty: the first platform admin needs a password.')
  if (password.length < FIRST_ADMIN_MIN_PASSWORD)
    throw new Error(`ADMIN_PASSWORD must be at least ${FIRST_ADMIN_MIN_PASSWORD} characters.`)
  return { email: email.trim().toLowerCase(), password }
}

/**
 * Creates the platform admin when the database has no user yet. Answers what happened, for the log:
 * 'created', 'exists' (there are users; ADMIN_* is not applied again, so a changed password in the environment never
 * overwrites the one the admin set), or 'first-user-screen' (no users and no ADMIN_EMAIL).
 */
export async function ensureFirstPlatformAdmin(
  payload: Payload,
  env: Environment = environment(),
): Promise<'created' | 'exists' | 'first-user-screen'> {
  const wanted = firstAdminFromEnv(env)
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return 'exists'
  if (!wanted) return 'first-user-screen'
  await payload.create({
    collection: 'users',
    data: { email: wanted.email, password: wanted.password, name: 'Platform Admin', roles: ['platform-admin'] },
  })
  return 'created'
}
