/**
 * Starts the browser's download of a file the app serves (a signed, same-origin
 * address): an anchor with the download attribute, clicked and removed. The
 * file's name comes from the server's Content-Disposition.
 */
export function downloadFile(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
