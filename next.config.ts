import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const production = process.env.NODE_ENV === 'production'

/** The origin of a configured URL (a chat vendor's script, map tiles), or nothing when unset or not a URL. */
function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url.replaceAll(/\{[a-z]\}/g, '0')).origin] : []
  } catch {
    return []
  }
}

/**
 * Content-Security-Policy. Next's streamed RSC payload and the theme's CSS variables are inline, so scripts and
 * styles allow 'unsafe-inline' (nonces would make every page dynamic); what the policy buys is no foreign script
 * origins, no plugins, no <base> hijack, forms that post only here, and no framing by other sites. The admin
 * additionally needs eval and jsDelivr (Payload's code and JSON fields load the Monaco editor from it).
 * Read at build time: the chat vendor and map tile origins come from CHAT_WIDGET_SCRIPT_URL and MAP_TILE_URL.
 */
function contentSecurityPolicy(area: 'site' | 'admin'): string {
  const admin = area === 'admin'
  const evalInDev = production ? [] : ["'unsafe-eval'"]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(admin ? ["'unsafe-eval'", 'https://cdn.jsdelivr.net'] : evalInDev),
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      ...originOf(process.env.CHAT_WIDGET_SCRIPT_URL),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(admin ? ['https://cdn.jsdelivr.net'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...(admin ? ['https://cdn.jsdelivr.net'] : [])],
    // Algolia hosts when the sites search Algolia directly; ws: for the dev server's hot reload.
    'connect-src': [
      "'self'",
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
      'https://api.stripe.com',
      ...(production ? [] : ['ws:']),
      ...originOf(process.env.CHAT_WIDGET_SCRIPT_URL),
    ],
    'worker-src': ["'self'", 'blob:'],
    // The admin's live preview frames the site on this origin; Stripe's payment form is an iframe.
    'frame-src': [
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      ...originOf(process.env.CHAT_WIDGET_SCRIPT_URL),
    ],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

function securityHeaders(area: 'site' | 'admin'): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(area) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), payment=(self "https://js.stripe.com"), geolocation=(self)',
    },
    // Browsers ignore HSTS on plain HTTP, so localhost keeps working; production answers are HTTPS-only for two years.
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/**
 * Dealer photo hosts Next's image optimiser may fetch from: IMAGE_REMOTE_HOSTS, comma-separated host names (https;
 * `*.example.com` allows one level of subdomains), read at build time. src/lib/imageProps.ts reads the same list
 * (inlined through `env` below) and leaves photos on other hosts unoptimised.
 */
const imageRemoteHosts = (process.env.IMAGE_REMOTE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean)

const nextConfig: NextConfig = {
  // The image runs .next/standalone: the server and only the node_modules files it uses (docs/deployment.md).
  output: 'standalone',
  poweredByHeader: false,
  // pdfkit (the car PDF) reads its data files next to its own module, so it is loaded from node_modules, not bundled.
  // OpenTelemetry patches modules as Node loads them, and prom-client and pino keep process-wide state: loaded by
  // Node from node_modules, not copied into the bundle (src/observability/).
  serverExternalPackages: [
    'pdfkit',
    '@opentelemetry/api',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-base',
    '@opentelemetry/sdk-trace-node',
    'import-in-the-middle',
    'prom-client',
    'pino',
  ],
  // The loader hook that lets tracing patch pg (src/observability/tracing.ts) is named as a string to
  // module.register, so Next's tracer does not find it: carried into the standalone folder by hand, with what it uses.
  outputFileTracingIncludes: {
    '/api/metrics': [
      './node_modules/import-in-the-middle/**',
      './node_modules/cjs-module-lexer/**',
      './node_modules/module-details-from-path/**',
    ],
  },
  // scripts/serve.ts compresses instead, after rewriting page heads (src/server/paintFirst.ts).
  compress: false,
  experimental: {
    // The proxy (src/proxy.ts) runs on every request, so Next buffers each body for it and cuts it off at 10 MB by
    // default: a 15 MB stock feed reached Payload cut short ("The request body could not be read.") and the import
    // API's raw feed truncated (issue 38.5). 27 MB is above Payload's own limits (payload.config.ts `upload`: 25 MB a
    // file, 26 MB a body), so a larger body is answered 413 by them and never reaches a handler cut short.
    proxyClientMaxBodySize: 27 * 1024 * 1024,
  },
  // A separate build directory lets several builds of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  images: {
    // WebP only: the optimizer encodes a 750 px car photo to WebP in about 40 ms and to AVIF in about 500 ms (sharp,
    // this 2-core machine). Most car photos are seen a few times before the car sells, so a shopper often meets a cold
    // photo: AVIF made the first card the slowest paint of the search page (Lighthouse LCP 3.0 s against 1.3 s).
    formats: ['image/webp'],
    // Uploaded media (Payload serves them at /api/media/file/…) and the bundled demo photos (public/demo-photos).
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/demo-photos/**' }],
    remotePatterns: imageRemoteHosts.map((hostname) => ({ protocol: 'https' as const, hostname, pathname: '/**' })),
  },
  env: { IMAGE_REMOTE_HOSTS: imageRemoteHosts.join(',') },
  // Next's cache (data cache, pages cached whole, tag expiry). The handler decides when the server starts: Redis when
  // REDIS_URL is set (shared by every server), else Next's own file-system cache bounded to PAGE_CACHE_DISK_MB.
  // docs/shared-cache.md. Next's memory copy of cached pages (its own LRU): with the front cache's 64 MB (FRONT_CACHE_MAX_MB) a server's
  // page caches stay under 128 MB, however many URLs a crawler invents (issue 38.1).
  cacheMaxMemorySize: 48 * 1024 * 1024,
  cacheHandler: path.join(typeof __dirname === 'string' ? __dirname : process.cwd(), 'cache-handler.mjs'),
  // Every answer (pages, APIs, files) carries the security headers; the admin's CSP has its own allowances.
  async headers() {
    return [
      { source: '/((?!admin).*)', headers: securityHeaders('site') },
      { source: '/admin', headers: securityHeaders('admin') },
      { source: '/admin/:path*', headers: securityHeaders('admin') },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
