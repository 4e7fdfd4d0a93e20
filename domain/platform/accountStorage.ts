// The platform admin's storage settings of an account (admin spec §3: enableVideo,
// storageBucket, storageUrl). A bucket name follows the S3 naming rule (3 to 63
// lower-case letters, digits, dots and hyphens, starting and ending with a letter
// or digit); a storage URL is an absolute http(s) address. Empty means "not set":
// the account's files go to the platform's default store.

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const MAX_URL_LENGTH = 2000;

export function isStorageBucketName(value: string): boolean {
  return BUCKET.test(value) && !value.includes('..');
}

export function isStorageUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
