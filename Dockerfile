# One image for both roles: docker-compose runs it as `web` and as `worker`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs/domain/package.json libs/domain/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_DAEMON=false
RUN npm ci
COPY libs libs
COPY backend backend
COPY frontend frontend
# Workspaces keep a package's own node_modules when its version differs from the root's:
# those must ship too (backend/node_modules held @fastify/static), so make sure both exist.
RUN npm run build && npm prune --omit=dev && mkdir -p backend/node_modules libs/domain/node_modules

FROM node:24-bookworm-slim
WORKDIR /app
# V8 in Node 22+ sizes the young generation by the machine's memory (64 MB semi-spaces on ours):
# 16 MB, Node 20's size, keeps about 100 MB off each process. Old space is capped at 224 MB so that
# V8 collects the garbage of a booking rush instead of growing into it (docs/decisions.md, Operations).
# bench/lib/app.js starts the app with these options too.
ENV NODE_ENV=production NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=224"
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/libs/domain/package.json libs/domain/
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/domain/catalog libs/domain/catalog
COPY --from=build /app/libs/domain/node_modules libs/domain/node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/node_modules backend/node_modules
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
# The uploads volume takes this directory's owner when first mounted: the app runs as `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# Without V8's allocation-site pretenuring: under a booking rush it moved per-request objects into
# old space, and the web process then ran a full collection every second (docs/decisions.md,
# Operations). A V8 flag NODE_OPTIONS does not accept, so it goes on the command line; bench/lib/app.js
# starts the web process with this command's flags too.
CMD ["node", "--no-allocation-site-pretenuring", "backend/dist/main.js"]
