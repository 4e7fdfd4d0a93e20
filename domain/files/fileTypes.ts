// What may be uploaded: by extension, the content types it may carry and the
// largest size accepted. The server enforces it; the client reads it to offer
// only what will be taken.
const MB = 1024 * 1024;

export const fileTypes: Readonly<Record<string, { contentTypes: readonly string[]; maxBytes: number }>> = {
  png: { contentTypes: ['image/png'], maxBytes: 10 * MB },
  jpg: { contentTypes: ['image/jpeg', 'image/jpg'], maxBytes: 10 * MB },
  jpeg: { contentTypes: ['image/jpeg', 'image/jpg'], maxBytes: 10 * MB },
  svg: { contentTypes: ['image/svg+xml'], maxBytes: 5 * MB },
  pdf: { contentTypes: ['application/pdf'], maxBytes: 100 * MB },
  mp4: { contentTypes: ['video/mp4'], maxBytes: 1024 * MB },
  webm: { contentTypes: ['video/webm', 'audio/webm'], maxBytes: 1024 * MB },
  mov: { contentTypes: ['video/mov', 'video/quicktime'], maxBytes: 1024 * MB },
  mp3: { contentTypes: ['audio/mp3', 'audio/mpeg'], maxBytes: 200 * MB },
  wav: { contentTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'], maxBytes: 200 * MB },
  csv: { contentTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'], maxBytes: 50 * MB },
  json: { contentTypes: ['application/json'], maxBytes: 20 * MB },
  docx: { contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], maxBytes: 100 * MB },
  xlsx: { contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], maxBytes: 100 * MB },
  pptx: { contentTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'], maxBytes: 200 * MB },
  zip: { contentTypes: ['application/zip', 'application/x-zip-compressed'], maxBytes: 500 * MB },
  txt: { contentTypes: ['text/plain'], maxBytes: 20 * MB },
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A file name safe as one path segment: letters, digits, dot, dash, underscore. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned.slice(-120) || 'file';
}
