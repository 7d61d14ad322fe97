import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeMailBody, mailHeader } from '../../eml'
import { testPayload } from '../payload'

// Payload's e-mail adapter is built with the config: the outbox must be chosen before the instance starts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-int-'))
process.env.DATA_DIR = dataDir
delete process.env.SMTP_HOST
const outbox = path.join(dataDir, 'outbox')
const emlFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe("staff password reset through Payload's nodemailer adapter", () => {
  it('forgot-password for a seeded staff user writes an .eml with the reset link to the local outbox', async () => {
    const email = 'site-admin@metro-used-cars.example.com'
    const before = new Set(emlFiles())
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    expect(typeof token).toBe('string')
    let fresh: string[] = []
    await expect.poll(() => (fresh = emlFiles().filter((f) => !before.has(f))).length, { timeout: 10_000 }).toBe(1)
    expect(fresh[0]).toMatch(/-mail-\w+\.eml$/)
    const raw = fs.readFileSync(path.join(outbox, fresh[0]!), 'utf8')
    expect(mailHeader(raw, 'To')).toBe(email)
    expect(mailHeader(raw, 'From')).toMatch(/<[^>]+@[^>]+>$/)
    expect(mailHeader(raw, 'Subject')).toMatch(/reset/i)
    expect(decodeMailBody(raw)).toContain(`/admin/reset/${token}`)
  })

  it('an unknown address sends nothing', async () => {
    const before = emlFiles().length
    await payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' }, disableEmail: false })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(emlFiles().length).toBe(before)
  })
})
