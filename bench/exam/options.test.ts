import { describe, expect, it } from 'vitest';
import { parseExamOptions } from './options.ts';

describe('parseExamOptions', () => {
  it('defaults to 2,000 learners saving over 300 s on the embedded database', () => {
    expect(parseExamOptions([], {})).toEqual({
      learners: 2000,
      url: undefined,
      databaseUrl: undefined,
      saveWindowSeconds: 300,
      openWindowSeconds: 10,
      submitWindowSeconds: 10,
      keep: false,
      baseline: false,
    });
  });

  it('compares with the baseline on PostgreSQL only, against the server it starts', () => {
    expect(parseExamOptions(['--baseline'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' }).baseline).toBe(true);
    expect(() => parseExamOptions(['--baseline'], {})).toThrow(/--baseline needs DATABASE_URL/);
    expect(() =>
      parseExamOptions(['--baseline', '--url', 'http://127.0.0.1:3000'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' }),
    ).toThrow(/--baseline needs DATABASE_URL and no --url/);
  });

  it('reads every option and DATABASE_URL', () => {
    const options = parseExamOptions(['--learners', '200', '--save-window', '30', '--url', 'http://127.0.0.1:3000/', '--keep'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
    });
    expect(options).toMatchObject({ learners: 200, saveWindowSeconds: 30, url: 'http://127.0.0.1:3000', keep: true, databaseUrl: 'postgres://postgres@127.0.0.1:5432/app' });
  });

  it.each([
    { argv: ['--learners', '0'], message: /--learners must be a whole number above 0/ },
    { argv: ['--learners', '1.5'], message: /--learners must be a whole number above 0/ },
    { argv: ['--save-window', 'soon'], message: /--save-window must be a whole number above 0/ },
    { argv: ['--url', 'http://127.0.0.1:3000'], message: /--url needs DATABASE_URL/ },
    { argv: ['--url', '127.0.0.1:3000'], message: /--url must be an http:\/\/ address/ },
    { argv: ['--learner', '5'], message: /Unknown option '--learner'/ },
  ])('refuses $argv', ({ argv, message }) => {
    expect(() => parseExamOptions(argv, {})).toThrow(message);
  });
});
