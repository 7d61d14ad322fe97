import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** Runs only the search service's integration tests, without the app's Postgres global setup. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../../../src') } },
  test: {
    include: ['tests/int/search-service/**/*.test.ts'],
    root: path.resolve(import.meta.dirname, '../../..'),
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
