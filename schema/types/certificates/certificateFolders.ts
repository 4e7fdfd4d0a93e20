// An account's uploaded certificates (the certificates upload page):
// Account.certificateFolders with their files and counts, for whoever may
// manage the account (its owner, its organisation's holder, a platform admin),
// and deleteCertificates (a folder, or one file) for the owner and the holder.
// The upload is POST /upload with certificateFolder (server/http/files.ts).
import { certificatePath } from '../../../domain/certificates/certificateInputs.ts';
import {
  certificateAccount,
  certificateFolderRows,
  certificateFolderViews,
  deleteAccountCertificates,
  type CertificateFileView,
  type CertificateFolderView,
} from '../../../server/services/certificates/certificateFolders.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { managers } from '../examinees/examinees.ts';

const CertificateFileRef = builder.objectRef<CertificateFileView>('CertificateFile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName', { description: 'lower-cased; the learner it is for is the e-mail before the extension' }),
    path: t.exposeString('path', { description: 'folder/fileName, what deleteCertificates takes' }),
    url: t.exposeString('url', { description: 'a signed, expiring read URL (the file is private)' }),
    matched: t.exposeBoolean('matched', { description: 'a learner of the organisation has the e-mail the name spells' }),
  }),
});

const CertificateFolderRef = builder.objectRef<CertificateFolderView>('CertificateFolder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    displayName: t.exposeString('displayName', { nullable: true, description: 'what learners see; null: the name' }),
    fileCount: t.exposeInt('fileCount'),
    unmatchedCount: t.exposeInt('unmatchedCount', { description: 'files whose e-mail names no learner yet (one who registers later will match)' }),
    files: t.field({ type: [CertificateFileRef], resolve: (folder) => folder.files }),
  }),
});

builder.prismaObjectFields(AccountRef, (t) => ({
  certificateFolders: t.field({
    type: [CertificateFolderRef],
    description: "The account's uploaded certificate folders, by name.",
    // the folders and their files come with the account's own query; one more read matches their e-mails to learners
    select: { organizationId: true, certificateFolders: certificateFolderRows },
    resolve: (account, _args, ctx) => certificateFolderViews(ctx, account.organizationId, account.certificateFolders),
  }),
}));

const CertificatesDeletionRef = builder.objectRef<{ deletedFiles: number; accountId: string }>('CertificatesDeletion').implement({
  fields: (t) => ({
    deletedFiles: t.exposeInt('deletedFiles'),
    account: t.prismaField({
      type: 'Account',
      // one read for the account and what the answer selects of it (its folders)
      resolve: (query, deletion, _args, ctx) => ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: deletion.accountId } }),
    }),
  }),
});

const DeleteCertificatesInput = builder.inputType('DeleteCertificatesInput', {
  fields: (f) => ({
    accountId: f.globalID({ required: true, for: AccountRef }),
    path: f.string({ required: true, description: 'a folder name, or folder/fileName' }).validate(certificatePath),
  }),
});

builder.mutationField('deleteCertificates', (t) =>
  t.field({
    type: CertificatesDeletionRef,
    description: 'Deletes a certificate folder with its files (path: the folder name) or one file (path: folder/fileName).',
    errors: {},
    ...managers,
    args: { input: t.arg({ required: true, type: DeleteCertificatesInput }) },
    resolve: async (_root, { input }, ctx) => {
      const { id } = await certificateAccount(ctx, input.accountId.id, true);
      const { deletedFiles } = await deleteAccountCertificates(ctx, id, input.path);
      return { deletedFiles, accountId: id };
    },
  }),
);
