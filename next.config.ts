import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const searchPort = process.env.SEARCH_PORT ?? '7700'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A separate build directory lets several builds of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  images: { formats: ['image/avif', 'image/webp'] },
  // Browsers reach the embedded search service through the site's own origin (DESIGN.md "Search").
  async rewrites() {
    return process.env.ALGOLIA_APP_ID
      ? []
      : [{ source: '/search-api/:path*', destination: `http://127.0.0.1:${searchPort}/:path*` }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
