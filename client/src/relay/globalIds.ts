// The one id rule, on the client's side (docs/decisions.md, "Inputs at the
// edge, ids and scopes"): GraphQL takes and answers global ids (base64 of
// 'Type:rowId', as Pothos' Relay plugin makes them); addresses (the hash
// URLs and the spec's shared links) carry the row's own id. A screen that
// reads an id from its URL turns it into the global id here before asking
// GraphQL, and back when it writes a URL.

/** The global id of a row of `type`; a global id of that type is answered as it is (older links carry either). */
export function globalIdOf(type: string, id: string): string {
  return rawIdOf(type, id) === id ? btoa(`${type}:${id}`) : id;
}

/** The row's own id in a global id of `type`; anything else (a row id already) as it is. */
export function rawIdOf(type: string, id: string): string {
  try {
    const decoded = atob(id);
    if (decoded.startsWith(`${type}:`) && decoded.length > type.length + 1) return decoded.slice(type.length + 1);
  } catch {
    // not base64: a row id
  }
  return id;
}
