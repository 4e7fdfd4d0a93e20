// admin/deleteFile: an administrator removes a file they uploaded (a banner,
// an icon, a question image) by its address. Files of another account, and
// files that are certificates (those have their own deletion), are refused.
import { storageKeyOfAddress } from '../../../domain/files/fileInputs.ts';
import { hasRole, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** The storage key an address names: files/<organisation>/… on this server; invalid_data_entry on `field` otherwise. */
export function storedFileKeyOf(fileUrl: string, field = 'fileUrl'): string {
  const key = storageKeyOfAddress(fileUrl);
  if (key === null) throw new AppError('invalid_data_entry', { field });
  return key;
}

/** Removes the file at the address (checked at the edge: domain/files/fileInputs.ts). */
export async function deleteStoredFile(ctx: RequestContext, fileUrl: string): Promise<void> {
  const viewer = requireAdmin(ctx);
  const { storage } = ctx;
  if (!storage) throw new Error('deleteStoredFile needs the file storage');
  const key = storedFileKeyOf(fileUrl);
  const file = await ctx.prisma.storedFile.findFirst({
    where: { key, organizationId: requireOrganization(ctx).id },
    include: { uploadedBy: { select: { accountId: true } }, _count: { select: { certificateFiles: true } } },
  });
  if (!file) throw new AppError('notFound', { field: 'fileUrl' });
  const sameUploader = file.uploadedById === viewer.identityId;
  const sameAccount = viewer.accountId !== null && file.uploadedBy?.accountId === viewer.accountId;
  const holder = hasRole(viewer, 'ORG_HOLDER', 'PLATFORM_ADMIN');
  if (!(sameUploader || sameAccount || holder) || file._count.certificateFiles > 0) throw new AppError('forbidden', { field: 'fileUrl' });
  await ctx.prisma.storedFile.delete({ where: { id: file.id } });
  await storage.at(file).remove(key);
}
