import { describe, expect, it } from 'vitest';
import { placeOf, profileShares } from './profileShares.ts';

describe('where a CPU profile spent its time', () => {
  it('names packages (scoped or not), the app folders, node internals and garbage collection', () => {
    expect(placeOf('file:///w/node_modules/@prisma/client/runtime/client.js', 'x')).toBe('@prisma/client');
    expect(placeOf('file:///w/node_modules/.pnpm/a/node_modules/pg/lib/client.js', 'x')).toBe('pg');
    expect(placeOf('file:///w/server/services/learners.ts', 'signIn')).toBe('app: server/services');
    expect(placeOf('node:internal/streams/writable', 'write')).toBe('node internals');
    expect(placeOf('', '(garbage collector)')).toBe('garbage collection');
    expect(placeOf('', '(program)')).toBe('(program)');
  });

  it('shares the busy samples by place, idle left out, largest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(idle)', url: '' } },
        { id: 2, callFrame: { functionName: 'q', url: 'file:///w/node_modules/pg/lib/a.js' } },
        { id: 3, callFrame: { functionName: 'r', url: 'file:///w/node_modules/pg/lib/b.js' } },
        { id: 4, callFrame: { functionName: 's', url: 'file:///w/server/http/io.ts' } },
      ],
      samples: [1, 1, 1, 1, 2, 3, 3, 4],
    };
    expect(profileShares(profile, 5)).toEqual([
      { where: 'pg', percent: 75 },
      { where: 'app: server/http', percent: 25 },
    ]);
    expect(profileShares(profile, 1)).toHaveLength(1);
  });
});
