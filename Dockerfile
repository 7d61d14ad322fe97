# syntax=docker/dockerfile:1
# Production image of the dealer platform: one image for the app servers (default command), the one-shot migrate
# step (`npm run migrate`) and the search service (`npm run search-service`). docs/deployment.md shows the stack.
# The steps are the ones .ci/run runs: `npm ci` (from the lockfile), then `npm run build` (next build + compile hints).
ARG NODE_IMAGE=node:22.21.1-bookworm-slim

# ---- build: every dependency (TypeScript, the build tools), then the production build into .next ----------------
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
# After the build, its output moves aside (the runtime copies it owned by the server's user) and the dev
# dependencies go (`npm prune --omit=dev`), so the runtime stage copies the rest of /app as it is.
RUN PAYLOAD_SECRET=build-only-not-a-secret \
    DATABASE_URL=postgres://build:build@127.0.0.1:1/build \
    NODE_ENV=production \
    CHAT_WIDGET_SCRIPT_URL="$CHAT_WIDGET_SCRIPT_URL" MAP_TILE_URL="$MAP_TILE_URL" \
    npm run build \
 && rm -rf .next/cache \
 && mv .next /next-build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- runtime: the pruned tree (production dependencies, the sources scripts/serve.ts runs with tsx) and the build -
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/app/.data
# Code and dependencies owned by root, read-only to the server; the build (Next writes its runtime cache there)
# and .data (media on disk when S3_* is unset, the search service's data) owned by `node`.
COPY --from=build /app ./
COPY --from=build --chown=node:node /next-build ./.next
RUN mkdir -p .data/search .data/media .next/cache && chown -R node:node .data .next/cache
USER node
EXPOSE 3000
# /api/health: the process is alive (no database call); the proxy's own checks ask /api/ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm run serve` without npm in between, so SIGTERM reaches the server: no migration, no seed, no build.
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
