// A signed URL's signature changed so that it is certainly another one: a
// fixed replacement would leave it as it was whenever it already held those
// characters (one signature in 64 starts with any given letter).

/** The signature with its first character replaced by a different base64url character. */
export function alteredSignature(signature: string): string {
  return `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}
