import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useStoredItem } from '../storage/browserStorage.ts';

/**
 * What a route loads depends on the sessions stored (a guarded route loads
 * nothing without one; a shared program link loads its sign-in dialog's
 * query without one, the program's with one): when a session starts or ends,
 * here or in another tab, the routes shown choose and load again.
 */
export function useReloadOnSessionChange(): void {
  const sessions = [useStoredItem('learnerToken'), useStoredItem('adminToken'), useStoredItem('adminLevel')].join('\n');
  const { revalidate } = useRevalidator();
  const loadedWith = useRef(sessions);
  useEffect(() => {
    if (loadedWith.current === sessions) return;
    loadedWith.current = sessions;
    void revalidate();
  }, [sessions, revalidate]);
}
