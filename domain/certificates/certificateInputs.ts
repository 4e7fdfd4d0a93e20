// What the certificates' calls take, as schemas (docs/architecture.md, "An
// input"): the account an administrator names, a folder or file to delete, an
// upload's names and an SVG to draw. Both APIs parse with these at the edge
// (server/inputs.ts); a refusal's message is its code in the catalogue, and
// every refusal here is invalid_data_entry naming the field, as the
// hand-written checks answered.
import { z } from 'zod';
import { certificateFileName, certificateFolderName } from './folderName.ts';

/** The largest SVG drawn (the text, or its bytes). */
export const MAX_SVG_BYTES = 2 * 1024 * 1024;

const invalid = { error: 'invalid_data_entry' } as const;

/** An account's row id as the REST paths name it; none (undefined, null or '') is null: the owner's own. */
export const namedAccount = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : value),
  z.string(invalid).max(100, invalid).nullable(),
);

/** admin/getCertificatesFolders and admin/getCertificatesFiles: the account (a holder's or platform admin's choice). */
export const certificateAccountQuery = z.object({ account: namedAccount });

/** A folder (`course`) or one file of it (`course/ali@example.com.pdf`), slashes around it ignored. */
export const certificatePath = z
  .string(invalid)
  .min(1, invalid)
  .max(400, invalid)
  .refine((path) => !path.includes('..'), invalid)
  .transform((path) => path.replace(/^\/+|\/+$/g, '').split('/'))
  .refine(([folderName, , ...rest]) => rest.length === 0 && Boolean(folderName), invalid)
  .transform(([folderName, fileName]) => ({ folderName, fileName: fileName as string | undefined }));

export type CertificatePath = z.output<typeof certificatePath>;

/** admin/deleteAccountCertificates: the account (the owner's own when none), then the path. */
export const certificatesDeletion = z.object({ account: namedAccount, path: certificatePath });

/** POST /upload with certificateFolder: the file's name (a certificate's, lower-cased), then the folder (by the folder-name rule). */
export const certificateUpload = z.object({
  fileName: z
    .string(invalid)
    .transform((fileName) => certificateFileName(fileName))
    .refine((fileName) => fileName !== null, invalid)
    .transform((fileName) => fileName as string),
  certificateFolder: z
    .string(invalid)
    .transform(certificateFolderName)
    .refine((folder) => folder !== '', invalid),
});

export type CertificateUpload = z.output<typeof certificateUpload>;

interface BufferJson {
  type: 'Buffer';
  data: number[];
}

const isByte = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255;

/** A Node Buffer as JSON, of at most MAX_SVG_BYTES bytes. */
const isBufferJson = (value: unknown): value is BufferJson =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'Buffer' &&
  Array.isArray((value as { data?: unknown }).data) &&
  (value as BufferJson).data.length <= MAX_SVG_BYTES &&
  (value as BufferJson).data.every(isByte);

/**
 * admin/convertSVGToPNG: the SVG's text, its bytes as base64, or a Node
 * Buffer as JSON ({ type: 'Buffer', data: [bytes] }, what the legacy client sent).
 */
export const svgConversion = z.object({
  svgBuffer: z.union(
    [
      z.string().refine((svg) => svg.trimStart().startsWith('<') || /^[A-Za-z0-9+/=\s]+$/.test(svg)),
      z.custom<BufferJson>(isBufferJson),
    ],
    invalid,
  ),
});

export type SvgSource = z.output<typeof svgConversion>['svgBuffer'];
