import fs from 'node:fs'
import path from 'node:path'

/**
 * A backup holds staff password hashes, shoppers' phone numbers and leads: only the account that runs it may read
 * it. Files 0600 in directories 0700, whatever the umask and whatever mode the copied media had.
 */
export const BACKUP_DIRECTORY_MODE = 0o700
export const BACKUP_FILE_MODE = 0o600

/** Creates the backup's directory (or takes the empty one given), private before anything is written into it. */
export function createPrivateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: BACKUP_DIRECTORY_MODE })
  fs.chmodSync(dir, BACKUP_DIRECTORY_MODE)
}

/**
 * Makes every directory and file under `dir` private: copied media keep their source's mode (0644) otherwise. Links
 * are left alone (chmod would change what they point to).
 */
export function makeTreePrivate(dir: string): void {
  fs.chmodSync(dir, BACKUP_DIRECTORY_MODE)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) makeTreePrivate(file)
    else if (entry.isFile()) fs.chmodSync(file, BACKUP_FILE_MODE)
  }
}
