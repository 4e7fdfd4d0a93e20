// Prisma 7 CLI configuration. The CLI is used only for `prisma generate`;
// migrations are made and applied by the wasm schema engine (server/db/migrations.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
});
