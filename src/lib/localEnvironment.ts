import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Secrets for the embedded default, generated once into .data/ and kept across restarts. */
export type LocalSecrets = { payloadSecret: string; searchAdminKey: string; searchSearchKey: string }

export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets
  const secrets: LocalSecrets = {
    payloadSecret: crypto.randomBytes(32).toString('hex'),
    searchAdminKey: crypto.randomBytes(16).toString('hex'),
    searchSearchKey: crypto.randomBytes(16).toString('hex'),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
