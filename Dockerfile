# syntax=docker/dockerfile:1
# Production image of the dealer platform: one image for the app servers (default command), the one-shot migrate
# step (dist/migrate.mjs, dist/prepare-db.mjs) and the search service (dist/search-service.mjs). docs/deployment.md
# shows the stack. The steps are the ones .ci/run runs: `npm ci` (from the lockfile), then `npm run build` (next
# build, compile hints, the standalone folder with the compiled programs); `npm run test:production` runs that folder.
# Pinned by tag and digest (the multi-arch index), so a rebuilt tag cannot change what is built; move both together.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

# ---- build: every dependency (TypeScript, esbuild, the build tools), then the production build -------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# payload.config.ts refuses to load without these; the build connects to no database and keeps neither value.
# Build-time configuration (next.config.ts reads SEARCH_PORT, CHAT_WIDGET_SCRIPT_URL, MAP_TILE_URL) is passed as
# build args when it differs from the defaults.
ARG CHAT_WIDGET_SCRIPT_URL=""
ARG MAP_TILE_URL=""
# `npm run build` ends with scripts/assemble-standalone.ts: .next/standalone then holds the server, only the
# node_modules files it uses (Next's tracing), public/, .next/static and the compiled programs in dist/. Its .next
# moves aside so the runtime can copy it owned by the server's user.
RUN PAYLOAD_SECRET=build-only-not-a-secret \
    DATABASE_URL=postgres://build:build@127.0.0.1:1/build \
    NODE_ENV=production \
    CHAT_WIDGET_SCRIPT_URL="$CHAT_WIDGET_SCRIPT_URL" MAP_TILE_URL="$MAP_TILE_URL" \
    npm run build \
 && rm -rf .next/standalone/.next/cache \
 && mv .next/standalone/.next /next-build

# ---- runtime: the standalone folder alone (no tsx, no TypeScript, no sources, no dev dependencies) ---------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# The release error reports and traces carry (src/observability/release.ts): `--build-arg RELEASE=$(git rev-parse
# --short HEAD)`; compose's RELEASE (default APP_VERSION) overrides it at run time.
ARG RELEASE=""
ENV RELEASE=${RELEASE} \
    NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/app/.data
# Code and dependencies owned by root, read-only to the server; the build (Next writes its runtime cache there)
# and .data (media on disk when S3_* is unset, the search service's data) owned by `node`.
COPY --from=build /app/.next/standalone ./
COPY --from=build --chown=node:node /next-build ./.next
RUN mkdir -p .data/search .data/media .next/cache && chown -R node:node .data .next/cache
USER node
EXPOSE 3000
# /api/health: the process is alive (no database call); the proxy's own checks ask /api/ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The compiled scripts/serve.ts, node itself so SIGTERM reaches the server: no migration, no seed, no build. The
# same image runs dist/migrate.mjs, dist/prepare-db.mjs, dist/search-service.mjs, dist/backup.mjs, dist/restore.mjs.
CMD ["node", "--experimental-async-context-frame", "dist/serve.mjs"]
