import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFreeServerTests, serviceModuleReachedBy } from './databaseFreeTests.ts';

const root = mkdtempSync(join(tmpdir(), 'database-free-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

write('server/db/client.ts', 'export const prisma = {};\n');
write('server/testing/testApp.ts', "export { prisma } from '../db/client.ts';\n");
write('server/services/rules.ts', 'export const rule = 1;\n');
write('server/services/reads.ts', "import { prisma } from '../db/client.ts';\nexport const read = prisma;\n");
write('server/services/reexports.ts', "export { read } from './reads.ts';\n");
write('server/security/pure.test.ts', "import { rule } from '../services/rules.ts';\n");
write('server/security/app.test.ts', "import { startTestApp } from '../testing/testApp.ts';\n");
write('server/security/deep.test.ts', "import { read } from '../services/reexports.ts';\n");
write('server/security/lazy.test.ts', "const m = await import('../services/reads.ts');\n");
write('schema/url.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
write('prisma/pure.test.ts', "import 'node:fs';\n");

describe('database-free server tests (kept out of the PostgreSQL pass)', () => {
  it('follows imports, re-exports and dynamic imports to the modules that start services', () => {
    expect(serviceModuleReachedBy(root, 'server/security/app.test.ts')).toBe('server/testing/testApp.ts');
    expect(serviceModuleReachedBy(root, 'server/security/deep.test.ts')).toBe('server/db/client.ts');
    expect(serviceModuleReachedBy(root, 'server/security/lazy.test.ts')).toBe('server/db/client.ts');
    expect(serviceModuleReachedBy(root, 'server/security/pure.test.ts')).toBeNull();
  });

  it('lists only the files that reach no service and name no service URL', () => {
    expect(databaseFreeServerTests(root)).toEqual(['prisma/pure.test.ts', 'server/security/pure.test.ts']);
  });
});
