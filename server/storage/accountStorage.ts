// Which store an account's new files go to: its own bucket / endpoint when the
// platform admin set them (Account.storageBucket / storageUrl), else the
// default one. The chosen location is recorded on the StoredFile, so a later
// change of the account's settings never loses older files
// (docs/decisions/storage.md).
import type { Db } from '../db/database.ts';
import type { FileStorage, StoreLocation } from './fileStorage.ts';

export const DEFAULT_LOCATION: StoreLocation = { storageBucket: null, storageUrl: null };

/**
 * The account's store and its location to record on the new file's row; a
 * location of the account's own is checked first (storageUnavailable when its
 * bucket or endpoint is wrong). accountId null: the default store.
 */
export async function storageForNewFile(prisma: Db, storage: FileStorage, accountId: string | null): Promise<{ store: FileStorage; location: StoreLocation }> {
  const account = accountId
    ? await prisma.account.findUnique({ where: { id: accountId }, select: { storageBucket: true, storageUrl: true } })
    : null;
  const location: StoreLocation = {
    storageBucket: account?.storageBucket?.trim() || null,
    storageUrl: account?.storageUrl?.trim() || null,
  };
  if (location.storageBucket === null && location.storageUrl === null) return { store: storage, location: DEFAULT_LOCATION };
  const store = storage.at(location);
  await store.check();
  return { store, location };
}
