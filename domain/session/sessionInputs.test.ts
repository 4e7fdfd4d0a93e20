import { describe, expect, it } from 'vitest';
import { adminSignInInput } from './sessionInputs.ts';

const firstIssue = (body: unknown) => {
  const [issue] = adminSignInInput.safeParse(body).error?.issues ?? [];
  return issue && [issue.message, issue.path.at(-1)];
};

describe("an administrator's sign-in input", () => {
  it.each([
    ['a level of no login page', { level: 'root', username: '', password: '' }, 'level'],
    ['a level that is not text', { level: 3, username: 'a', password: 'b' }, 'level'],
    ['a blank username', { username: '  ', password: 'secret' }, 'username'],
    ['a username that is not text', { username: 7, password: 'secret' }, 'username'],
    ['no password', { username: 'owner' }, 'password'],
  ])('refuses %s as invalid_data_entry on its field', (_case, body, field) => {
    expect(firstIssue(body)).toEqual(['invalid_data_entry', field]);
  });

  it('trims the username and reads an empty or absent level as none', () => {
    expect(adminSignInInput.parse({ username: ' owner ', password: ' p ', level: '' })).toEqual({ username: 'owner', password: ' p ', level: undefined });
    expect(adminSignInInput.parse({ username: 'owner', password: 'p', level: 'org' })).toEqual({ username: 'owner', password: 'p', level: 'org' });
  });
});
