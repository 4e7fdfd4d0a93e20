// Files an administrator uploaded: deleteFile removes one by its address, as
// admin/deleteFile does (server/services/files/storedFiles.ts: the uploader, the
// uploader's account or the organisation holder; never a certificate).
import { storedFileAddress } from '../../../domain/files/fileInputs.ts';
import { builder } from '../../builder.ts';
import { deleteStoredFile } from '../../../server/services/files/storedFiles.ts';

builder.mutationField('deleteFile', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Removes an uploaded file (a mail attachment, a banner) by its address; the address answers 404 after.',
    // no authScopes: an anonymous caller's refusal is this mutation's AppError (unauthenticated), as it always was
    errors: {},
    args: { fileUrl: t.arg.string({ required: true, validate: storedFileAddress }) },
    resolve: async (_root, { fileUrl }, ctx) => {
      await deleteStoredFile(ctx, fileUrl);
      return true;
    },
  }),
);
