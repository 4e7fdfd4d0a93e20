// The platform admin's settings of an account: Enable Video, Storage Bucket and
// Storage Url (admin/updateAccountByAdmin with enableVideo, storageBucket,
// storageUrl; setAccountStorage). Each is optional; an empty bucket or URL
// clears it (the account's files go to the platform's default store).
import { isStorageBucketName, isStorageUrl } from '../../../domain/platform/accountStorage.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { adminAccount } from './adminAccounts.ts';
import { requirePlatformAdmin } from './platformAdmin.ts';

export interface AccountStorageInput {
  accountId: unknown;
  enableVideo?: unknown;
  storageBucket?: unknown;
  storageUrl?: unknown;
}

/** undefined: unchanged; null: cleared. */
function optionalSetting(value: unknown, field: string, valid: (text: string) => boolean): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new AppError('invalid_data_entry', { field });
  const text = value.trim();
  if (text === '') return null;
  if (!valid(text)) throw new AppError('invalid_data_entry', { field });
  return text;
}

export async function setAccountStorage(ctx: RequestContext, input: AccountStorageInput): Promise<Account> {
  requirePlatformAdmin(ctx);
  if (input.enableVideo !== undefined && input.enableVideo !== null && typeof input.enableVideo !== 'boolean') {
    throw new AppError('invalid_data_entry', { field: 'enableVideo' });
  }
  const storageBucket = optionalSetting(input.storageBucket, 'storageBucket', isStorageBucketName);
  const storageUrl = optionalSetting(input.storageUrl, 'storageUrl', isStorageUrl);
  const account = await adminAccount(ctx, input.accountId);
  return ctx.prisma.account.update({
    where: { id: account.id },
    data: { enableVideo: input.enableVideo ?? undefined, storageBucket, storageUrl },
  });
}
