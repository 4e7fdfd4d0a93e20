import { describe, expect, it } from 'vitest';
import { isNewOrganizationAlias } from '../organization/alias.ts';
import { isStorageBucketName, isStorageUrl } from './accountStorage.ts';

describe('a storage bucket name is 3 to 63 lower-case letters, digits, dots and hyphens', () => {
  it.each([
    ['abc', true],
    ['my-bucket.files-1', true],
    ['a'.repeat(63), true],
    ['ab', false],
    ['a'.repeat(64), false],
    ['My-Bucket', false],
    ['-bucket', false],
    ['bucket-', false],
    ['bucket..files', false],
    ['bucket_files', false],
    ['bucket files', false],
  ])('%s -> %s', (name, valid) => expect(isStorageBucketName(name)).toBe(valid));
});

describe('a storage URL is an absolute http(s) address', () => {
  it.each([
    ['https://s3.example.com', true],
    ['http://127.0.0.1:9000/bucket', true],
    ['ftp://files.example.com', false],
    ['javascript:alert(1)', false],
    ['s3.example.com', false],
    ['', false],
    [`https://example.com/${'a'.repeat(2000)}`, false],
  ])('%s -> %s', (url, valid) => expect(isStorageUrl(url)).toBe(valid));
});

describe('a new organisation alias is a host-name label', () => {
  it.each([
    ['acme', true],
    ['acme-2', true],
    ['ab', true],
    ['a', false],
    ['Acme', false],
    ['-acme', false],
    ['acme-', false],
    ['ac.me', false],
    ['www', false],
    ['مدرسة', false],
    ['a'.repeat(64), false],
  ])('%s -> %s', (alias, valid) => expect(isNewOrganizationAlias(alias)).toBe(valid));
});
