# Canyon for operators: build with the development dependencies, run the compiled server with
# the production ones only, as an unprivileged user, with its data in a volume.
#   docker build -t canyon .
#   docker run -p 3000:3000 -v canyon-data:/data -e PUBLIC_URL=https://canyon.example.com canyon
# compose.yaml runs it with PostgreSQL.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 downloads a prebuilt binary; these compile it where none fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# The heap cap is npm start's (package.json): V8 collects before the heap grows past it, which
# keeps a long import under 300 MB. A server with more memory may raise it with -e NODE_OPTIONS.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's own `node` user (uid 1000) owns the data folder and nothing else.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled server directly: the build in this image is never stale, and SIGTERM reaches node.
CMD ["node", "dist/server/main.js"]
