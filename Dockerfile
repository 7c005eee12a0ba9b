# syntax=docker/dockerfile:1
# The Contentforge service: one image for every role (`serve --role api|worker|all`), the admin
# commands and the MCP server. Built in a stage with the toolchain; run as the unprivileged `node`
# user with production dependencies only. docs/scaling.md runs it in the scaled shape (compose.yaml).

FROM node:24-slim AS build
# better-sqlite3 compiles from source where no prebuilt binary fits this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
# Installs every workspace and builds them through the root `prepare` script (the WebAssembly
# kernels, the platform specs, the SDK, the command line and the server's TypeScript, the web
# app), then drops what only the build needed, among it ONNX Runtime's CPU libraries for macOS and
# Windows (about 220 MB; Linux's stay).
RUN npm install --no-audit --no-fund \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force \
  && rm -rf node_modules/onnxruntime-node/bin/napi-v6/darwin node_modules/onnxruntime-node/bin/napi-v6/win32

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/platforms/package.json ./packages/platforms/
COPY --from=build /app/packages/platforms/dist ./packages/platforms/dist
COPY --from=build /app/packages/sdk/package.json ./packages/sdk/
COPY --from=build /app/packages/sdk/dist ./packages/sdk/dist
COPY --from=build /app/packages/cli/package.json ./packages/cli/
COPY --from=build /app/packages/cli/dist ./packages/cli/dist
COPY --from=build /app/packages/server/package.json ./packages/server/
COPY --from=build /app/packages/server/bin ./packages/server/bin
COPY --from=build /app/packages/server/dist ./packages/server/dist
COPY --from=build /app/packages/server/wasm ./packages/server/wasm
COPY --from=build /app/packages/web/package.json ./packages/web/
COPY --from=build /app/packages/web/dist ./packages/web/dist
# The embedded shape keeps its SQLite file, media and generated secrets here; the scaled shape
# needs nothing on disk.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# Liveness: the process answers. Readiness (database, storage, queue) is /readyz, for balancers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches the service itself (no shell in between): it finishes what is in flight and exits.
ENTRYPOINT ["node", "packages/server/bin/contentforge.js"]
CMD ["serve"]
