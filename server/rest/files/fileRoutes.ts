// admin/deleteFile: an administrator removes a file they uploaded, by its address.
import { deleteStoredFile } from '../../services/files/storedFiles.ts';
import type { Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  deleteFile: {
    access: 'admin',
    handle: async (ctx, body) => {
      await deleteStoredFile(ctx, body.fileUrl);
      return true;
    },
  },
};
