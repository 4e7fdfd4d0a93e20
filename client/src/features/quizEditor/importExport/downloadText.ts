/** Characters no file system takes in a name. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** `<name>.json`, the name made safe to save under; 'quiz' when it is blank. */
export function exportFileName(name: string): string {
  const safe = name.replace(UNSAFE_IN_FILE_NAMES, '-').trim();
  return `${safe || 'quiz'}.json`;
}

/** Saves the text as a file through the browser's download. */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
