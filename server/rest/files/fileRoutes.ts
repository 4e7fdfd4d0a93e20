// admin/deleteFile: an administrator removes a file they uploaded, by its address.
import { fileDeletion } from '../../../domain/files/fileInputs.ts';
import { deleteStoredFile } from '../../services/files/storedFiles.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  deleteFile: route({
    access: 'admin',
    body: fileDeletion,
    handle: async (ctx, { fileUrl }) => {
      await deleteStoredFile(ctx, fileUrl);
      return true;
    },
  }),
};
