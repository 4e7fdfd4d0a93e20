// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../routes/appRoutes.tsx';
import { accountIdOf, folderShareLink, programShareLink, quizShareLink } from './shareLinks.ts';

const ACCOUNT = btoa('Account:acc1');

/** The route path and query a copied link opens in the hash router. */
function opened(link: string): { route: string | undefined; params: Record<string, string | undefined>; query: Record<string, string> } {
  const url = new URL(new URL(link).hash.slice(1), 'http://client');
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  const last = matches.at(-1);
  return { route: last?.route.path, params: { ...last?.params }, query: Object.fromEntries(url.searchParams) };
}

describe('the links copied from the tree open the learner screens with the ids they read', () => {
  it('reads the account id out of its node id', () => {
    expect(accountIdOf(ACCOUNT)).toBe('acc1');
    expect(accountIdOf('acc1')).toBe('acc1');
  });

  it('a program opens /UserHomeProgramTree with the Domain and Program node ids', () => {
    const link = programShareLink({ accountId: 'acc1', programId: 'prog1' });
    expect(link).toMatch(/\/#\/UserHomeProgramTree\?/);
    expect(opened(link)).toEqual({
      route: 'UserHomeProgramTree',
      params: {},
      query: { domainId: btoa('Domain:acc1'), programId: btoa('Program:prog1') },
    });
  });

  it('a folder opens /UserHomeFolderView with the Domain, Program and ProgramItem node ids', () => {
    const link = folderShareLink({ accountId: 'acc1', programId: 'prog1', folderId: '12-folder-99' });
    expect(opened(link)).toEqual({
      route: 'UserHomeFolderView',
      params: {},
      query: { domain: btoa('Domain:acc1'), program: btoa('Program:prog1'), folder: btoa('ProgramItem:12-folder-99') },
    });
  });

  it('a quiz opens /home/{quizId}/{isForm} without an account, which would register the learner', () => {
    const link = quizShareLink({ quizId: 'quiz1', isForm: true });
    expect(link).toMatch(/\/#\/home\/quiz1\/true$/);
    expect(opened(link)).toEqual({ route: 'home/:quizCode/:isForm?/:accountId?', params: { quizCode: 'quiz1', isForm: 'true' }, query: {} });
  });
});
