import type { TableCount } from './databaseBackup'
import type { FileStorage } from './fileBackup'

/** What `manifest.json` of a backup says: enough to refuse a restore that cannot work before touching anything. */
export type BackupManifest = {
  format: 1
  createdAt: string
  migrations: string[]
  tables: TableCount[]
  files: { storage: FileStorage; count: number }
}

export function readManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as Partial<BackupManifest>
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)} (this release reads 1).`)
  if (!Array.isArray(manifest.migrations) || !Array.isArray(manifest.tables) || !manifest.files)
    throw new Error('The backup manifest is incomplete (migrations, tables, files).')
  return manifest as BackupManifest
}
