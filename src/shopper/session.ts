import { hashSessionToken } from './otp'
import { sessionPhone } from '@/data/shoppers'
import { env, nodeEnv } from '@/config/env'

export const SESSION_COOKIE = 'dp_shopper'

/** HttpOnly (no script reads it), SameSite=Lax, Secure in production. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  const secure = nodeEnv() === 'production' && env('INSECURE_COOKIES') !== '1' ? '; Secure' : ''
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

export const clearedSessionCookie = () => sessionCookie('', 0)

export function sessionToken(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value.length) return value.join('=') || null
  }
  return null
}

/** The signed-in shopper's phone (E.164), from the session the cookie names; null when signed out or expired. */
export async function signedInPhone(headers: Headers): Promise<string | null> {
  const token = sessionToken(headers)
  return token ? sessionPhone(hashSessionToken(token), new Date()) : null
}
