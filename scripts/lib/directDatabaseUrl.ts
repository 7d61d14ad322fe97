/**
 * Imported first by the one-shot steps whose other imports load payload.config.ts (scripts/prepare-db.ts): behind a
 * pooler in transaction mode they talk to the database itself, DATABASE_DIRECT_URL when set (src/config/env.ts).
 * ES modules run their imports in order, so DATABASE_URL is switched before the config reads it.
 */
import { useDirectDatabaseUrl } from '../../src/config/env'

useDirectDatabaseUrl()
