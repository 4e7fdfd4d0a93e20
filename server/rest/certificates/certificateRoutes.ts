// Uploaded certificates and the PNG rendering: admin/getCertificatesFolders,
// admin/getCertificatesFiles, admin/deleteAccountCertificates, admin/convertSVGToPNG.
// The upload itself is POST /upload with certificateFolder (server/http/files.ts).
import { MAX_SVG_BYTES } from '../../certificates/renderPng.ts';
import { certificateAccount, certificateFolders, deleteAccountCertificates } from '../../services/certificates/certificateFolders.ts';
import { convertSvgToPng } from '../../services/certificates/convertSvg.ts';
import type { Route } from '../route.ts';

export const certificateAdminRoutes: Record<string, Route> = {
  getCertificatesFolders: {
    access: 'admin',
    handle: async (ctx, body) => {
      const folders = await certificateFolders(ctx, await certificateAccount(ctx, body.account, false));
      return folders.map(({ name, displayName, fileCount, unmatchedCount }) => ({ name, displayName: displayName ?? name, fileCount, unmatchedCount }));
    },
  },
  getCertificatesFiles: {
    access: 'admin',
    handle: async (ctx, body) => {
      const folders = await certificateFolders(ctx, await certificateAccount(ctx, body.account, false));
      return folders.flatMap((folder) =>
        folder.files.map(({ fileName, path, url, matched }) => ({ folder: folder.name, fileName, path, url, matched })),
      );
    },
  },
  deleteAccountCertificates: {
    access: ['ACCOUNT_OWNER', 'ORG_HOLDER'],
    handle: (ctx, body) => deleteAccountCertificates(ctx, body.account, body.path),
  },
  convertSVGToPNG: {
    access: 'admin',
    // the SVG's bytes may come as a Buffer's JSON: a number each
    maxBodyBytes: 5 * MAX_SVG_BYTES,
    maxItems: MAX_SVG_BYTES + 10,
    handle: async (ctx, body) => convertSvgToPng(ctx, body.svgBuffer),
  },
};
