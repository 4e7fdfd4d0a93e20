import { isErrorCode } from '../../../domain/errors.ts';

/**
 * The translation key of an error code from the API or from the shared
 * validation rules; anything else (network failure, unknown code) is the
 * generic message.
 */
export function errorMessageKey(code: string | null | undefined): string {
  return isErrorCode(code) ? `errors.${code}` : 'errors.unknown';
}
