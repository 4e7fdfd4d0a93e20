// `npm run generate:prisma`: prisma generate without network. The CLI insists on
// a schema-engine binary it would otherwise download; generate never runs it,
// so any existing file satisfies the check.
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const placeholder = join(mkdtempSync(join(tmpdir(), 'prisma-')), 'schema-engine');
writeFileSync(placeholder, '', { mode: 0o755 });

const result = spawnSync('npx', ['prisma', 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
