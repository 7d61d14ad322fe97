import path from 'node:path'
import { defineConfig } from 'vitest/config'

// '@/payload-types' (the generated types at the root) comes before '@' (src/): the first matching entry wins.
const alias = {
  '@/payload-types': path.resolve(import.meta.dirname, 'payload-types.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@collections': path.resolve(import.meta.dirname, 'collections'),
  '@blocks': path.resolve(import.meta.dirname, 'blocks'),
  '@seed': path.resolve(import.meta.dirname, 'seed'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The property tests (10,000 generated cases) take about a second alone and several times that on a
          // loaded 2-core CI machine: time limits are for hangs, not speed (speed is measured by npm run bench:*).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
