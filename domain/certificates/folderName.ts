// Certificate folders and files (admin spec §5 "Certificate folder name must be
// English; the first run of letters, digits, underscore or hyphen is taken",
// §7 certificates stored under .../{folder}/{lower-cased file name}).

const FOLDER_RUN = /[A-Za-z0-9_-]+/;
export const MAX_FOLDER_NAME = 100;
export const MAX_CERTIFICATE_FILE_NAME = 200;

/** The folder a typed name stands for: its first run of letters, digits, _ or -; '' when it has none. */
export function certificateFolderName(typed: string): string {
  return (FOLDER_RUN.exec(typed)?.[0] ?? '').slice(0, MAX_FOLDER_NAME);
}

/** The extensions a certificate file may have: documents and pictures, never SVG (a drawing that could carry script). */
export const CERTIFICATE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** The stored name of an uploaded certificate: its base name, lower-cased; null when it cannot be one. */
export function certificateFileName(fileName: string): string | null {
  const base = (fileName.split(/[\\/]/).pop() ?? '').trim().toLowerCase();
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || base.length > MAX_CERTIFICATE_FILE_NAME || /[\u0000-\u001f?#%]/.test(base)) return null;
  return (CERTIFICATE_EXTENSIONS as readonly string[]).includes(base.slice(dot + 1)) ? base : null;
}

/** Whose certificate a file is: the e-mail its name, less the extension, spells (lower-cased). */
export function certificateOwner(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().toLowerCase();
}
