# syntax=docker/dockerfile:1
# Lion Insurance: build stage (full install, Vite + esbuild), then a slim runtime holding only the
# production install and the built tree, run by the non-root `node` user (decision 0046).
#   docker build -t lion-insurance .
#   docker run -p 3000:3000 -v lion-data:/data lion-insurance      (embedded database in /data,
#   no demo accounts; add -e SEED_DEMO=true for a try-out on your own machine)
# NODE_IMAGE names the base of both stages: any Debian bookworm image with Node >= 20.19, npm and
# a `node` user (scripts/container-smoke.sh passes a stand-in where no image registry is reached).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# The image listens on a network port: no demo accounts (published passwords) unless asked for
# with -e SEED_DEMO=true (decision 0076).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
# The migrations are read at start-up (two levels above dist/server/main.js).
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
# `npm run admin:create`, `db:backup` and `db:restore` run the built CLIs through this launcher
# (decision 0080); build.mjs only lends it the build's location.
COPY scripts/build.mjs scripts/run-cli.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# docs/operations.md: 200 serving, 503 draining or database unreachable.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (503 draining, sockets 1012, jobs stop) and exits within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
