// Saving what the browser made (an exported quiz, a Word document, a list of
// refused e-mails) or what the app serves (a results file) as a file, through
// the browser's own download.

/** Characters no file system takes in a name. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** `<name>.<extension>`, the name made safe to save under; `fallback` when it is blank. */
export function downloadFileName(name: string, extension: string, fallback = 'quiz'): string {
  const safe = name.replace(UNSAFE_IN_FILE_NAMES, '-').trim();
  return `${safe || fallback}.${extension}`;
}

/** Saves the blob as a file named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the app serves (a signed, same-origin address, such as a
 * results file): the name comes from the server's Content-Disposition.
 */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
