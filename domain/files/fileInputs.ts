// A stored file named by its address, as admin/deleteFile, deleteFile and the
// bulk mail's attachments send it: text of at most 2000 characters, absolute
// or relative, whose path is /files/… on this server (its storage key).
import { z } from 'zod';
import { decodePathname } from './urlPath.ts';

const MAX_ADDRESS_LENGTH = 2000;

/** The storage key (files/<organisation>/…) an address of this server names; null for any other address. */
export function storageKeyOfAddress(address: string): string | null {
  if (address === '' || address.length > MAX_ADDRESS_LENGTH) return null;
  let pathname: string | null;
  try {
    pathname = decodePathname(new URL(address, 'http://local').pathname);
  } catch {
    return null;
  }
  if (!pathname?.startsWith('/files/') || pathname.includes('..')) return null;
  return pathname.slice(1);
}

/** The address of a stored file; anything else is invalid_data_entry. */
export const storedFileAddress = z.string({ error: 'invalid_data_entry' }).refine((address) => storageKeyOfAddress(address) !== null, { error: 'invalid_data_entry' });

/** admin/deleteFile's body. */
export const fileDeletion = z.object({ fileUrl: storedFileAddress });
