import { downloadBlob, downloadFileName } from '../../../storage/downloadFile.ts';

/** `<name>.json`, the name made safe to save under; 'quiz' when it is blank. */
export function exportFileName(name: string): string {
  return downloadFileName(name, 'json');
}

/** Saves the text as a file through the browser's download. */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
