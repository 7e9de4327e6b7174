# Production image: the API serving the built portal and marketing site, on Node 24 LTS.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@11.28.10
# The site's public address (https://…), required: the build fails without it (PUBLIC_SITE_URL).
ARG PUBLIC_SITE_URL
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm turbo run build --filter=@dirigeo/portal --filter=@dirigeo/marketing \
 && pnpm install --frozen-lockfile --prod --filter @dirigeo/api... --filter @dirigeo/marketing

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/src/server.ts"]
