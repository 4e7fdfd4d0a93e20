// An account owner's certificate upload (admin spec §7: certificates stored
// under files/certificates/hotlink-ok/{account}/{folder}/{lower-cased file
// name}): POST /upload with certificateFolder names the folder; the folder is
// created if new, a file of the same name in it is replaced, and the file is
// private (docs/decisions/certificates.md).
import { certificateUpload } from '../../../domain/certificates/certificateInputs.ts';
import { fileTypes } from '../../../domain/files/fileTypes.ts';
import { extensionOf } from '../../../domain/files/fileTypes.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { storageForNewFile } from '../../storage/accountStorage.ts';
import type { FileStorage } from '../../storage/fileStorage.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { isAdmin } from '../../auth/scopes.ts';
import { parseInput } from '../../inputs.ts';

export const certificateKey = (accountId: string, folder: string, fileName: string) =>
  `files/certificates/hotlink-ok/${accountId}/${folder}/${fileName}`;

/**
 * Makes the rows of a certificate about to be PUT; answers its storage key,
 * the store it goes to (the account's) and its content type. The body is
 * parsed here, after the owner check, because POST /upload (server/http/
 * uploads.ts) answers who may before what was sent, as the REST paths do.
 */
export async function prepareCertificateUpload(
  ctx: RequestContext,
  storage: FileStorage,
  body: unknown,
): Promise<{ key: string; store: FileStorage; contentType: string }> {
  const accountId = requireOwnAccountId(ctx);
  const organization = requireOrganization(ctx);
  const identityId = isAdmin(ctx.viewer) ? ctx.viewer.identityId : null;
  const { fileName, certificateFolder: folderName } = parseInput(certificateUpload, body);
  const key = certificateKey(accountId, folderName, fileName);
  const contentType = fileTypes[extensionOf(fileName)].contentTypes[0];
  const { store, location } = await storageForNewFile(ctx.prisma, storage, accountId);
  const previous = await ctx.prisma.storedFile.findUnique({ where: { key }, select: { storageBucket: true, storageUrl: true } });
  await ctx.prisma.$transaction(async (tx) => {
    const folder = await tx.certificateFolder.upsert({
      where: { accountId_name: { accountId, name: folderName } },
      create: { accountId, name: folderName },
      update: {},
    });
    // a re-upload of the same name replaces the file (its row goes with it)
    await tx.storedFile.deleteMany({ where: { key } });
    const file = await tx.storedFile.create({
      data: {
        organizationId: organization.id,
        key,
        fileName,
        contentType,
        visibility: 'PRIVATE',
        uploadedById: identityId,
        ...location,
      },
    });
    await tx.certificateFile.create({ data: { folderId: folder.id, fileName, fileId: file.id } });
  });
  // the replaced file's bytes, in the store they went to
  if (previous) await storage.at(previous).remove(key);
  return { key, store, contentType };
}
