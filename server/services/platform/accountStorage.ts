// The platform admin's settings of an account: Enable Video, Storage Bucket and
// Storage Url (admin/updateAccountByAdmin with enableVideo, storageBucket,
// storageUrl; setAccountStorage). Each is optional; an empty bucket or URL
// clears it (the account's files go to the platform's default store).
import type { AccountStorageSettings } from '../../../domain/platform/platformInputs.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { adminAccount } from './adminAccounts.ts';
import { requirePlatformAdmin } from './platformAdmin.ts';

/** The settings were checked at the edge (accountStorageFields): undefined leaves one unchanged, null clears it. */
export async function setAccountStorage(ctx: RequestContext, input: Partial<AccountStorageSettings> & { accountId: string }): Promise<Account> {
  requirePlatformAdmin(ctx);
  const account = await adminAccount(ctx, input.accountId);
  return ctx.prisma.account.update({
    where: { id: account.id },
    data: { enableVideo: input.enableVideo ?? undefined, storageBucket: input.storageBucket, storageUrl: input.storageUrl },
  });
}
