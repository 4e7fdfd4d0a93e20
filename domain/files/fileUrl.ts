// A stored file's URL as it is kept in an answer: without the expiry and
// signature of a signed read URL (server/files/fileAccess.ts), which the server
// adds afresh whenever it hands the file to someone allowed to see it.
const SIGNATURE_PARAMS = ['expires', 'signature'];

export function unsignedFileUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  if (!/(^|\/\/[^/]*)\/files\//.test(path)) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of SIGNATURE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
