# The app image for docker-compose.yml: the server run by tsx, serving the
# built client. Generated files (Prisma client, schema.graphql, Relay
# artefacts) are committed, so the image does not regenerate them.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0

RUN mkdir /app && chown node:node /app
WORKDIR /app
USER node

# Development dependencies stay installed: the build needs them, and the
# migrations applied at start-up run on Prisma's wasm schema engine, which is
# one. Install scripts are skipped, as on the CI machines; nothing relies on one.
COPY --chown=node:node package.json package-lock.json ./
RUN npm ci --include=dev --ignore-scripts --no-audit --no-fund

COPY --chown=node:node . .
RUN npm run build

# Exists in the image so that the named volume mounted here is owned by node.
RUN mkdir -p .data

EXPOSE 3000
CMD ["npx", "tsx", "server/main.ts"]
