// The storage suite (storageSuite.ts) on the local disk driver.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineStorageSuite } from './storageSuite.ts';

let uploadDir = '';

defineStorageSuite({
  driver: 'local',
  async start() {
    uploadDir = mkdtempSync(join(tmpdir(), 'storage-suite-'));
    return { uploadDir };
  },
  async stop() {
    rmSync(uploadDir, { recursive: true, force: true });
  },
  // no folder can be named this: the name is refused before anything is written
  wrongBucket: 'No_Such..Bucket',
  // on disk a storageUrl is recorded but not used
  otherOriginEndpoint: () => 'http://localhost:1',
});
