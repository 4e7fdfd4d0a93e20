// Global ids are decoded only here: a wrong type or a malformed id is notFound.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { AppError } from '../server/errors.ts';

export function decodeIDOrThrow(typename: string, globalId: string, field?: string): string {
  try {
    const { typename: decodedType, id } = decodeGlobalID(globalId);
    if (decodedType === typename && id) return id;
  } catch {
    // falls through to notFound
  }
  throw new AppError('notFound', { field });
}
