// The REST tables are found, not listed: every area's *Routes.ts file adds
// its paths, and a path two files define is refused at start.
import { describe, expect, it } from 'vitest';
import type { Route } from './route.ts';
import { adminRoutes, assemble, userRoutes } from './routes.ts';

const route: Route = { access: 'public', handle: async () => true };

describe('the REST tables', () => {
  it("hold every area's paths, found from the files", () => {
    // one path of each kind of file: an area table, and one moved out of the old list
    expect(Object.keys(userRoutes)).toEqual(expect.arrayContaining(['login', 'submitTicket', 'getOrgDataByAlias', 'getUserCertificates']));
    expect(Object.keys(adminRoutes)).toEqual(expect.arrayContaining(['accountLogin', 'getAccountData', 'getTickets', 'updateTicket']));
  });

  it('refuses a path two files define', () => {
    expect(() => assemble([{ file: 'a/aRoutes.ts', table: { same: route } }, { file: 'b/bRoutes.ts', table: { same: route } }])).toThrow(
      'REST path same is defined in both a/aRoutes.ts and b/bRoutes.ts',
    );
    expect(Object.keys(assemble([{ file: 'a/aRoutes.ts', table: { one: route } }, { file: 'b/bRoutes.ts', table: undefined }]))).toEqual(['one']);
  });
});
