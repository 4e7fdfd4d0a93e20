/** A new id for a question, section or pass link. */
export function newId(): string {
  return crypto.randomUUID();
}
