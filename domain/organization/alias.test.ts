import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_ALIAS,
  normalizeOrganizationAlias,
  organizationAliasFromHost,
  resolveOrganizationAlias,
} from './alias.ts';

describe('organizationAliasFromHost takes the first label of a sub-domain', () => {
  it.each([
    ['acme.example.com', 'acme'],
    ['acme.example.com:443', 'acme'],
    ['ACME.Example.COM', 'acme'],
    ['acme.example.com.', 'acme'],
    ['school-7.learn.example.co.uk', 'school-7'],
    ['acme.localhost:3000', 'acme'],
    ['acme.localhost', 'acme'],
    [' acme.example.com ', 'acme'],
    ['localhost', null],
    ['localhost:3000', null],
    ['example.com', null],
    ['example.com:8080', null],
    ['www.example.com', null],
    ['WWW.example.com', null],
    ['127.0.0.1', null],
    ['192.168.1.20:3000', null],
    ['[::1]:3000', null],
    ['[2001:db8::1]', null],
    ['::1', null],
    ['2001:db8::1', null],
    ['acme..com', null],
    ['.example.com', null],
    ['ac_me.example.com', null],
    ['', null],
    [undefined, null],
  ])('%j gives %j', (host, expected) => {
    expect(organizationAliasFromHost(host)).toBe(expected);
  });
});

describe('normalizeOrganizationAlias accepts only a-z, 0-9 and "-" after trimming and lower-casing', () => {
  it.each([
    ['acme', 'acme'],
    ['  Acme-2 ', 'acme-2'],
    ['', null],
    ['   ', null],
    ['ac me', null],
    ['acme.example', null],
    ['مدرسة', null],
    ['acme_1', null],
    [null, null],
    [undefined, null],
  ])('%j gives %j', (raw, expected) => {
    expect(normalizeOrganizationAlias(raw)).toBe(expected);
  });
});

describe('resolveOrganizationAlias: host first, then the header, then the default', () => {
  it.each<[string, Parameters<typeof resolveOrganizationAlias>[0], string]>([
    ['the host wins over the header', { host: 'acme.example.com', headerAlias: 'beta', defaultAlias: 'dev' }, 'acme'],
    ['the header is used when the host has no alias', { host: 'example.com', headerAlias: 'beta', defaultAlias: 'dev' }, 'beta'],
    ['the header is trimmed and lower-cased', { host: 'localhost:3000', headerAlias: ' Beta ', defaultAlias: 'dev' }, 'beta'],
    ['a malformed header is ignored', { host: 'localhost', headerAlias: 'be ta!', defaultAlias: 'dev' }, 'dev'],
    ['a blank header is ignored', { host: '127.0.0.1', headerAlias: '  ', defaultAlias: 'dev' }, 'dev'],
    ['the default is used when nothing else is known', { host: undefined, headerAlias: null, defaultAlias: 'demo' }, 'demo'],
    ['www falls through to the header', { host: 'www.example.com', headerAlias: 'beta' }, 'beta'],
    ['the default defaults to dev', { host: 'example.com' }, 'dev'],
  ])('%s', (_rule, sources, expected) => {
    expect(resolveOrganizationAlias(sources)).toBe(expected);
  });

  it('uses the spec default alias', () => {
    expect(DEFAULT_ORGANIZATION_ALIAS).toBe('dev');
  });
});
