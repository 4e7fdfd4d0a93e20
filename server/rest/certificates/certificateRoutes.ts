// Uploaded certificates and the PNG rendering: admin/getCertificatesFolders,
// admin/getCertificatesFiles, admin/deleteAccountCertificates, admin/convertSVGToPNG.
// The upload itself is POST /upload with certificateFolder (server/http/files.ts).
import { certificateAccountQuery, certificatesDeletion, MAX_SVG_BYTES, svgConversion } from '../../../domain/certificates/certificateInputs.ts';
import { certificateAccount, certificateFolders, deleteAccountCertificates } from '../../services/certificates/certificateFolders.ts';
import { convertSvgToPng } from '../../services/certificates/convertSvg.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  getCertificatesFolders: route({
    access: 'admin',
    body: certificateAccountQuery,
    handle: async (ctx, { account }) => {
      const folders = await certificateFolders(ctx, await certificateAccount(ctx, account, false));
      return folders.map(({ name, displayName, fileCount, unmatchedCount }) => ({ name, displayName: displayName ?? name, fileCount, unmatchedCount }));
    },
  }),
  getCertificatesFiles: route({
    access: 'admin',
    body: certificateAccountQuery,
    handle: async (ctx, { account }) => {
      const folders = await certificateFolders(ctx, await certificateAccount(ctx, account, false));
      return folders.flatMap((folder) =>
        folder.files.map(({ fileName, path, url, matched }) => ({ folder: folder.name, fileName, path, url, matched })),
      );
    },
  }),
  deleteAccountCertificates: route({
    access: ['ACCOUNT_OWNER', 'ORG_HOLDER'],
    body: certificatesDeletion,
    handle: (ctx, { account, path }) => deleteAccountCertificates(ctx, account, path),
  }),
  convertSVGToPNG: route({
    access: 'admin',
    // the SVG's bytes may come as a Buffer's JSON: a number each
    maxBodyBytes: 5 * MAX_SVG_BYTES,
    maxItems: MAX_SVG_BYTES + 10,
    body: svgConversion,
    handle: async (ctx, { svgBuffer }) => convertSvgToPng(ctx, svgBuffer),
  }),
};
