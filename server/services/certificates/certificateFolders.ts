// An account's uploaded certificates, for its owner and its organisation's
// holder (admin spec "Certificates upload page", §7 admin/getCertificatesFolders,
// admin/getCertificatesFiles, admin/deleteAccountCertificates): folders with
// their counts (files, and files whose e-mail names no learner yet), files, deletion.
import type { CertificatePath } from '../../../domain/certificates/certificateInputs.ts';
import { certificateOwner } from '../../../domain/certificates/folderName.ts';
import { hasRole, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { fileUrlOf, readUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import { AppError } from '../../errors.ts';
import { certificateKey } from './certificateUpload.ts';

export interface CertificateFolderView {
  id: string;
  name: string;
  displayName: string | null;
  fileCount: number;
  unmatchedCount: number;
  files: CertificateFileView[];
}

export interface CertificateFileView {
  id: string;
  fileName: string;
  /** the folder/file path admin/deleteAccountCertificates takes */
  path: string;
  /** a signed, expiring read URL */
  url: string;
  /** whether a learner of the organisation has the e-mail the name spells */
  matched: boolean;
  uploadedAt: Date;
}

/**
 * The account the viewer manages certificates of: the owner's own (`accountId`
 * null, or their own); a holder's (or platform admin's) named account of their
 * organisation. Anything else is forbidden or not found, never another
 * organisation's.
 */
export async function certificateAccount(ctx: RequestContext, accountId: string | null, write: boolean): Promise<{ id: string; organizationId: string }> {
  const viewer = requireAdmin(ctx);
  if (hasRole(viewer, 'ACCOUNT_OWNER')) {
    if (!viewer.accountId || (accountId !== null && accountId !== viewer.accountId)) throw new AppError('forbidden', { field: 'account' });
    return ctx.prisma.account.findUniqueOrThrow({ where: { id: viewer.accountId }, select: { id: true, organizationId: true } });
  }
  // deleting is the owner's and the holder's; a platform admin only reads
  if (write && !hasRole(viewer, 'ORG_HOLDER')) throw new AppError('forbidden');
  if (accountId === null) throw new AppError('invalid_data_entry', { field: 'account' });
  const account = await ctx.prisma.account.findFirst({
    where: { id: accountId, ...(hasRole(viewer, 'PLATFORM_ADMIN') ? {} : { organizationId: viewer.organizationId }) },
    select: { id: true, organizationId: true },
  });
  if (!account) throw new AppError('notFound', { field: 'account' });
  return account;
}

/**
 * An account's folders by name, each with its files (uploaded ones only): the
 * selection of the account's certificateFolders relation, so GraphQL reads
 * them with the account in one query and REST reads them alike.
 */
export const certificateFolderRows = {
  orderBy: { name: 'asc' },
  select: {
    id: true,
    name: true,
    displayName: true,
    files: {
      where: { file: { uploadedAt: { not: null } } },
      orderBy: { fileName: 'asc' },
      select: { id: true, fileName: true, createdAt: true, file: { select: { key: true, uploadedAt: true } } },
    },
  },
} satisfies Prisma.Account$certificateFoldersArgs;

export type CertificateFolderRow = Prisma.CertificateFolderGetPayload<Pick<typeof certificateFolderRows, 'select'>>;

/** The account's folders by name, each with its files (uploaded ones only) and counts. */
export async function certificateFolders(ctx: RequestContext, account: { id: string; organizationId: string }): Promise<CertificateFolderView[]> {
  const folders = await ctx.prisma.certificateFolder.findMany({ where: { accountId: account.id }, ...certificateFolderRows });
  return certificateFolderViews(ctx, account.organizationId, folders);
}

/** The folders as the page shows them: signed URLs, and which files name a learner of the organisation (one read). */
export async function certificateFolderViews(ctx: RequestContext, organizationId: string, folders: CertificateFolderRow[]): Promise<CertificateFolderView[]> {
  const emails = [...new Set(folders.flatMap((folder) => folder.files.map((file) => certificateOwner(file.fileName))))];
  const learners = emails.length
    ? await ctx.prisma.learner.findMany({ where: { organizationId, email: { in: emails } }, select: { email: true } })
    : [];
  const known = new Set(learners.map((learner) => learner.email.toLowerCase()));
  const expires = readUrlExpiry();
  const url = (key: string) => (ctx.storage ? signedFileUrl(ctx.config, ctx.storage, 'GET', key, expires) : fileUrlOf(ctx.config, key));
  return folders.map((folder) => {
    const files = folder.files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      path: `${folder.name}/${file.fileName}`,
      url: url(file.file.key),
      matched: known.has(certificateOwner(file.fileName)),
      uploadedAt: file.file.uploadedAt ?? file.createdAt,
    }));
    return {
      id: folder.id,
      name: folder.name,
      displayName: folder.displayName,
      fileCount: files.length,
      unmatchedCount: files.filter((file) => !file.matched).length,
      files,
    };
  });
}

/**
 * Deletes a folder (`course`) with its files, or one file (`course/ali@example.com.pdf`),
 * of the account: rows and bytes. notFound when the path names nothing of it.
 */
export async function deleteAccountCertificates(
  ctx: RequestContext,
  accountId: string | null,
  { folderName, fileName }: CertificatePath,
): Promise<{ deletedFiles: number }> {
  const account = await certificateAccount(ctx, accountId, true);
  const folder = await ctx.prisma.certificateFolder.findUnique({
    where: { accountId_name: { accountId: account.id, name: folderName } },
    include: { files: { where: fileName === undefined ? {} : { fileName: fileName.toLowerCase() }, include: { file: { select: { id: true, key: true, storageBucket: true, storageUrl: true } } } } },
  });
  if (!folder || (fileName !== undefined && folder.files.length === 0)) throw new AppError('notFound', { field: 'path' });
  const stored = folder.files.map((file) => file.file);
  await ctx.prisma.$transaction([
    ctx.prisma.storedFile.deleteMany({ where: { id: { in: stored.map((file) => file.id) } } }),
    ...(fileName === undefined ? [ctx.prisma.certificateFolder.delete({ where: { id: folder.id } })] : []),
  ]);
  if (ctx.storage) {
    for (const file of stored) await ctx.storage.at(file).remove(file.key);
  }
  return { deletedFiles: stored.length };
}

export { certificateKey };
