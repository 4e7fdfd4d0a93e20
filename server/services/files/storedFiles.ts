// admin/deleteFile: an administrator removes a file they uploaded (a banner,
// an icon, a question image) by its address. Files of another account, and
// files that are certificates (those have their own deletion), are refused.
import { decodePathname } from '../../../domain/files/urlPath.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** The storage key an address names: files/<organisation>/… on this server. */
export function storedFileKeyOf(fileUrl: unknown, field = 'fileUrl'): string {
  if (typeof fileUrl !== 'string' || fileUrl === '' || fileUrl.length > 2000) throw new AppError('invalid_data_entry', { field });
  let pathname: string | null;
  try {
    pathname = decodePathname(new URL(fileUrl, 'http://local').pathname);
  } catch {
    throw new AppError('invalid_data_entry', { field });
  }
  if (!pathname?.startsWith('/files/') || pathname.includes('..')) throw new AppError('invalid_data_entry', { field });
  return pathname.slice(1);
}

export async function deleteStoredFile(ctx: RequestContext, fileUrl: unknown): Promise<void> {
  const { viewer, storage } = ctx;
  if (viewer.kind !== 'admin') throw new AppError(viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  if (!storage) throw new Error('deleteStoredFile needs the file storage');
  const key = storedFileKeyOf(fileUrl);
  const file = await ctx.prisma.storedFile.findFirst({
    where: { key, organizationId: requireOrganization(ctx).id },
    include: { uploadedBy: { select: { accountId: true } }, _count: { select: { certificateFiles: true } } },
  });
  if (!file) throw new AppError('notFound', { field: 'fileUrl' });
  const sameUploader = file.uploadedById === viewer.identityId;
  const sameAccount = viewer.accountId !== null && file.uploadedBy?.accountId === viewer.accountId;
  const holder = viewer.role === 'ORG_HOLDER' || viewer.role === 'PLATFORM_ADMIN';
  if (!(sameUploader || sameAccount || holder) || file._count.certificateFiles > 0) throw new AppError('forbidden', { field: 'fileUrl' });
  await ctx.prisma.storedFile.delete({ where: { id: file.id } });
  await storage.at(file).remove(key);
}
