import { describe, expect, it } from 'vitest';
import { fileDeletion, storageKeyOfAddress } from './fileInputs.ts';

describe('a stored file named by its address', () => {
  it.each([
    ['/files/acme/a/banner.png', 'files/acme/a/banner.png'],
    ['https://acme.example.com/files/acme/a/b%20c.png', 'files/acme/a/b c.png'],
    ['/files/acme/a/banner.png?expires=1&signature=x', 'files/acme/a/banner.png'],
  ])('%s names the key %s', (address, key) => {
    expect(storageKeyOfAddress(address)).toBe(key);
  });

  it.each([[''], ['/images/a.png'], ['/files/../secret'], ['/files/%E0%A4%A'], [`/files/${'a'.repeat(2000)}`]])('%s names no stored file', (address) => {
    expect(storageKeyOfAddress(address)).toBeNull();
  });

  it.each([[undefined], [3], ['/other/a.png']])('admin/deleteFile refuses %s as invalid_data_entry on fileUrl', (fileUrl) => {
    const [issue] = fileDeletion.safeParse({ fileUrl }).error!.issues;
    expect([issue.message, issue.path]).toEqual(['invalid_data_entry', ['fileUrl']]);
  });
});
