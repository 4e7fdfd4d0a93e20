import { removeStored } from '../../storage/browserStorage.ts';

/** After the account is deleted: everything this site kept in the browser goes (learner spec §4). */
export function clearBrowserData(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage disabled: nothing was kept
  }
  // tells the components that show stored values (toolbar, guards) that they changed
  removeStored('learnerToken');
}
