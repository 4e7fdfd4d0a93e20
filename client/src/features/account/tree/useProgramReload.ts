import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import type { useProgramReloadQuery } from './__generated__/useProgramReloadQuery.graphql.ts';

const query = graphql`
  query useProgramReloadQuery {
    viewer {
      account {
        ...ProgramTreeSection_account
      }
    }
  }
`;

/**
 * Reads the account's programs and quizzes again into the store, where the
 * tree's fragment sees them: after a save refused as staleRevision only, when
 * the program changed elsewhere (another tab, another device) and the store's
 * copy is the stale one, hence network-only (every other change's answer
 * updates the store itself). fetchQuery rather than a refetchable fragment:
 * refetch cannot carry the admin credential. Resolves false when it failed.
 */
export function useProgramReload(): () => Promise<boolean> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    try {
      await fetchQuery<useProgramReloadQuery>(environment, query, {}, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' }).toPromise();
      return true;
    } catch {
      return false;
    }
  }, [environment]);
}
