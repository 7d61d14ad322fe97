// ESLint flat config (issue 18): typescript-eslint, React hooks, Next's rules, and the import boundaries of
// DESIGN.md ("Layout"): the arrows that must never exist are written down here as `import-x/no-restricted-paths`
// zones, so a wrong import fails `npm run lint` instead of waiting for a review.
import nextPlugin from '@next/eslint-plugin-next'
import { builtinRules } from 'eslint/use-at-your-own-risk'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import path from 'node:path'
import tseslint from 'typescript-eslint'

const SOURCES = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}']

// ESLint's own recommended set (what @eslint/js exports, which ESLint 10 no longer ships): every core rule whose
// docs say `recommended`.
const eslintRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']),
)

// One import style inside src/: a module in another top folder of src/ is imported as `@/<folder>/…` (tsconfig
// paths), never by climbing (`../../lib/x` from src/leads/server/). Relative imports within the same top folder stay.
// `--fix` rewrites them.
const srcRoot = path.resolve(import.meta.dirname, 'src')
const topFolder = (file) => path.relative(srcRoot, file).split(path.sep)[0]
const srcAliasImports = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    messages: { alias: "Import '{{source}}' as '{{alias}}' (another top folder of src/)." },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (!file.startsWith(srcRoot + path.sep)) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source)
      if (!target.startsWith(srcRoot + path.sep) || topFolder(target) === topFolder(file)) return
      const alias = '@/' + path.relative(srcRoot, target).split(path.sep).join('/')
      context.report({
        node: node.source,
        messageId: 'alias',
        data: { source, alias },
        fix: (fixer) => fixer.replaceText(node.source, node.source.raw[0] + alias + node.source.raw[0]),
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

// The generated types are imported as '@/payload-types' from everywhere (tsconfig.json paths), never by a relative
// path whose depth changes when a file moves (issue 41.4; scripts/codemods/payload-types-alias.sh rewrites them).
const payloadTypesFile = path.resolve(import.meta.dirname, 'payload-types')
const payloadTypesAlias = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    messages: { alias: "Import the generated types as '@/payload-types', not '{{source}}'." },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), source).replace(/\.ts$/, '')
      if (target !== payloadTypesFile) return
      context.report({
        node: node.source,
        messageId: 'alias',
        data: { source },
        fix: (fixer) => fixer.replaceText(node.source, node.source.raw[0] + '@/payload-types' + node.source.raw[0]),
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

const PAYLOAD_AND_WEB = [
  'payload',
  'payload/*',
  '@payloadcms/*',
  'next',
  'next/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
]

// The data layer (issue 18): src/data/ is the one place outside the back office that talks to the database, through
// Payload's Local API or SQL. Elsewhere these imports are errors (type-only imports stay allowed: `Payload`, `Where`).
const DATA_ACCESS = {
  group: [
    '@/data/payloadClient',
    '**/data/payloadClient',
    'payload',
    'payload/*',
    '@payload-config',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
  ],
  allowTypeImports: true,
  message:
    'Only src/data/ reads and writes the database (Payload Local API, SQL): call a function of src/data/ instead.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'src/app/(payload)/**',
      'payload-types.ts',
      'migrations/**',
      'src/lib/geocoding/*.json',
      'next-env.d.ts',
      '*-tmp.ts',
      '*-tmp.mjs',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // Language rules: ESLint's and typescript-eslint's recommended sets (not type-aware: see README "Tests").
  { files: SOURCES, rules: eslintRecommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? SOURCES })),
  {
    files: SOURCES,
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // New in ESLint 10's recommended set: warnings until the few places they flag are looked at.
      'no-useless-assignment': 'warn',
      'preserve-caught-error': 'warn',
      'prefer-const': ['error', { destructuring: 'all' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },

  // React hooks for components and pages, and hooks in their own files (src/components/**/use*.ts).
  {
    files: ['**/*.tsx', 'src/components/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Next's rules where Next renders: routes, shared UI and block components.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'blocks/**/*.tsx'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },

  // Imports: resolution through tsconfig paths, no cycles, and the boundaries.
  {
    files: SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain is pure: it imports nothing of the app.
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain holds pure business rules: it imports nothing of the app.',
            },
            ...['./collections', './blocks', './seed', './payload.config.ts', './payload-types.ts'].map((from) => ({
              target: './src/domain',
              from,
              message: 'src/domain holds pure business rules: it imports nothing of the app.',
            })),
            // The search service is a separate process: no CMS, no web code.
            {
              target: './src/search-service',
              from: ['./collections', './blocks', './src/app', './src/components', './src/lib', './payload.config.ts'],
              message: 'src/search-service imports no CMS or web code (it runs alone: npm run search-service).',
            },
            // Shared UI and block components never reach into collections (Payload's config objects).
            {
              target: ['./src/components', './blocks/*/Component.tsx', './blocks/RenderBlocks.tsx'],
              from: ['./collections', './payload.config.ts'],
              message:
                'Components import neither collections nor Payload: take data as props (types from payload-types.ts).',
            },
            // The server-side layers of src/ hold no UI either (shared UI sits on top of them, not under them).
            {
              target: [
                './src/data',
                './src/lib',
                './src/shopper',
                './src/leads',
                './src/search',
                './src/stock',
                './src/server',
              ],
              from: './src/components',
              message: 'Only routes and components import src/components: move the shared piece down to src/lib.',
            },
            // Issue 41.3: the collections are the content model, under the features: a feature plugs itself in from
            // its own folder (src/<feature>/payload/plugin.ts, listed in payload.config.ts), never from a collection.
            {
              target: './collections',
              from: [
                './src/stock',
                './src/search',
                './src/photos',
                // Alerts and leads (src/shopper alerts, src/leads) join this list when they plug themselves in.
              ],
              message:
                'Collections import no feature: the feature adds its hooks, fields and endpoints from its own plugin.ts (docs/architecture.md, "A back-office feature as a plugin").',
            },
            // Collections hold no UI.
            {
              target: './collections',
              from: ['./src/components', './src/app', './blocks/RenderBlocks.tsx'],
              message: 'Collections import no UI.',
            },
            {
              target: './collections',
              from: './blocks/*/Component.tsx',
              message: 'Collections import no UI.',
            },
            // Issue 41.3: the collections are the content model, under the features: a feature's plugin.ts adds its
            // collections, fields, hooks, endpoints and tasks (DESIGN.md "Features plug themselves in").
            {
              target: './collections',
              from: ['./src/leads', './src/shopper'],
              message: "Collections import no feature: the feature's plugin.ts adds its hooks, endpoints and fields.",
            },
            // src/platform is how every feature reaches the outside (mail, outbound HTTP): it imports no feature.
            {
              target: './src/platform',
              from: ['./src/leads', './src/shopper', './src/stock', './src/search', './src/photos', './collections'],
              message: 'src/platform imports no feature (src/platform/README.md).',
            },
          ],
        },
      ],
    },
  },
  // Packages a layer may not import at all (packages, not paths: `no-restricted-imports`).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'src-alias-imports': srcAliasImports } } },
    rules: { 'local/src-alias-imports': 'error' },
  },
  {
    files: ['{src,collections,blocks,tests,scripts,seed}/**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'payload-types': { rules: { alias: payloadTypesAlias } } },
    rules: { 'payload-types/alias': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: [
      'src/data/**',
      // The back office: block configs are Payload's content model (read by payload.config.ts).
      'blocks/*/config.ts',
      'blocks/fields.ts',
      'blocks/index.ts',
      // The server chain: job runner, readiness probe (select 1), media storage adapter.
      'src/server/**',
      // The lead delivery jobs (a job worker, not a shopper request) and their mail adapter.
      'src/leads/delivery/**',
      // Each back-office feature's Payload wiring (src/<feature>/payload: its plugin, collections, hooks, endpoints).
      'src/*/payload/**',
      // Search sync: the afterChange hook's index writes and the retry job (back office, not shopper reads).
      'src/search/carIndex.ts',
      'src/search/directoryIndex.ts',
      'src/search/syncJob.ts',
      // Starts the embedded Postgres for npm start and the scripts (no reads).
      'src/lib/embeddedPostgres.ts',
      // Shadows Payload's REST route for reservations: hands staff's GET/PATCH/DELETE to Payload's handlers.
      'src/app/(site)/api/reservations/route.ts',
      // The admin's server functions: Payload's handlers behind checks of the document's site (back office).
      'src/admin/serverFunctions/handle.ts',
      // Dealer groups' Payload wiring (back office): its collection, hooks and their 400/403 errors.
      'src/groups/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATA_ACCESS] }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: PAYLOAD_AND_WEB,
              message: 'src/domain holds pure business rules: no Payload, Next or React.',
            },
            { group: ['@/*', '!@/domain', '!@/domain/*'], message: 'src/domain imports nothing of the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/search-service/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...PAYLOAD_AND_WEB, '@payload-config', '@collections/*', '@blocks/*'],
              message: 'src/search-service imports no CMS or web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'blocks/*/Component.tsx', 'blocks/RenderBlocks.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['payload', 'payload/*', '@payload-config', '@collections/*'],
              allowTypeImports: true,
              message: 'Components import neither collections nor Payload (type-only imports are fine).',
            },
            DATA_ACCESS,
          ],
        },
      ],
    },
  },

  // Components get their data as props (issue 18): block components and shared UI call no function of src/data/, not
  // even the reshapes of src/data/shapes/; the routes (page loaders) and the block loaders (blocks/<Name>/loader.ts) read through it, shape what
  // they read (siteLocation, siteCarView, domainCar) and pass the result down. Type-only imports are fine.
  {
    files: ['blocks/**/Component.tsx', 'src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/data/*'],
              allowTypeImports: true,
              message:
                'Components take their data as props: load it in the route or in the block loader (blocks/<Name>/loader.ts).',
            },
            {
              group: ['@/lib/formPageRequest'],
              importNames: ['formPageReads'],
              message: 'Form pages take their form data as props: the route reads it (formPageReads).',
            },
          ],
        },
      ],
    },
  },

  // One typed configuration (issue 28): product code reads the environment through src/config/env.ts, whose names are
  // typed against src/config/environment.ts, so a misspelt or undeclared variable fails the type check.
  {
    files: [
      'src/**/*.{ts,tsx,mts,cts,js,mjs,cjs}',
      'collections/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'seed/**/*.ts',
      'payload.config.ts',
      'scripts/serve.ts',
      'scripts/migrate.ts',
    ],
    ignores: [
      'src/config/env.ts',
      // Plain JavaScript that Node loads while Next starts (cache-handler.mjs imports it before any bundling), so it
      // cannot import TypeScript: it reads process.env itself, its `env` parameters typed by src/config/env.ts (JSDoc).
      'src/cache/*.mjs',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.name='process'][property.name='env']",
          "MemberExpression[object.name='process'][property.value='env']",
          "MemberExpression[object.property.name='process'][property.name='env']",
          "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
        ].map((selector) => ({
          selector,
          message: "Read the environment through '@/config/env' (env('NAME'), environment()): one typed configuration.",
        })),
      ],
    },
  },

  // React Compiler rules of react-hooks 7 (new in this lint): warnings until the components they flag are reworked.
  {
    files: ['**/*.tsx', 'src/components/**/use*.ts'],
    rules: {
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
      'react-hooks/incompatible-library': 'warn',
    },
  },

  // Known exceptions, each as narrow as it can be; remove the entry once the code is moved.
  // src/lib reads UI helpers: locationData.ts (SelectorLocation type, directionsUrl from FindUs.tsx) and sitemap.ts
  // (modelHref from SiteHeader.tsx). Move those helpers to src/lib and drop this.
  {
    files: ['src/lib/locationData.ts', 'src/lib/sitemap.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  // Tests, scripts and config files run under Node/Vitest/Playwright.
  {
    files: ['tests/**', 'scripts/**', '*.config.{ts,mjs}', 'cache-handler.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
)
