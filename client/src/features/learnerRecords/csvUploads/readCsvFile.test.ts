import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseCsvText, readCsvFile } from './readCsvFile.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => [...part]));
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) {
    out[index * 2] = text.charCodeAt(index) & 0xff;
    out[index * 2 + 1] = text.charCodeAt(index) >> 8;
  }
  return out;
}

describe('readCsvFile: files as spreadsheet programs and editors save them', () => {
  it('reads Excel\'s "CSV UTF-8": the byte-order mark dropped, CRLF, quoted fields with commas and quotes, Arabic, empty rows as ",,"', async () => {
    const text = 'ali@example.com,"علي, أحمد","said ""hi"""\r\nسارة@example.com,سارة,1\r\n,,\r\n,,\r\n';
    const file = new File([bytes(UTF8_BOM, utf8(text))], 'grades.csv', { type: 'text/csv' });
    expect(await readCsvFile(file)).toEqual([
      { line: 1, fields: ['ali@example.com', 'علي, أحمد', 'said "hi"'] },
      { line: 2, fields: ['سارة@example.com', 'سارة', '1'] },
    ]);
  });

  it('keeps the lines of the file: blank lines and lines of spaces are skipped but counted', () => {
    expect(parseCsvText('a@example.com\n\n   \nb@example.com\n\n\n')).toEqual([
      { line: 1, fields: ['a@example.com'] },
      { line: 4, fields: ['b@example.com'] },
    ]);
  });

  it('counts the line breaks inside a quoted field, so later rows keep their lines', () => {
    expect(parseCsvText('"two\r\nlines",1\r\nb@example.com,2\r\n')).toEqual([
      { line: 1, fields: ['two\nlines', '1'] },
      { line: 3, fields: ['b@example.com', '2'] },
    ]);
  });

  it('reads old Mac line ends (CR) and a file that mixes line ends', () => {
    expect(parseCsvText('a@example.com,1\rb@example.com,2\nc@example.com,3\r\n')).toEqual([
      { line: 1, fields: ['a@example.com', '1'] },
      { line: 2, fields: ['b@example.com', '2'] },
      { line: 3, fields: ['c@example.com', '3'] },
    ]);
  });

  it('keeps the spaces around fields (the rules trim them) and a last line without a line end', () => {
    expect(parseCsvText(' a@example.com , 7 ')).toEqual([{ line: 1, fields: [' a@example.com ', ' 7 '] }]);
  });

  it.each([
    ['semicolons (Excel where the decimal mark is a comma)', 'a@example.com;q1;2\r\nb@example.com;q1;3\r\n'],
    ['tabs (a copy of spreadsheet cells)', 'a@example.com\tq1\t2\nb@example.com\tq1\t3\n'],
    ['commas', 'a@example.com,q1,2\nb@example.com,q1,3\n'],
  ])('finds the separator: %s', (_case, text) => {
    expect(parseCsvText(text).map((row) => row.fields)).toEqual([
      ['a@example.com', 'q1', '2'],
      ['b@example.com', 'q1', '3'],
    ]);
  });

  it('keeps commas as the separator when quoted fields hold semicolons', () => {
    expect(parseCsvText('"a;b@example.com",5\n"c;d@example.com",6\n').map((row) => row.fields)).toEqual([
      ['a;b@example.com', '5'],
      ['c;d@example.com', '6'],
    ]);
  });

  it('reads a one-column file whatever its length (no separator to find)', () => {
    expect(parseCsvText('only@example.com\r\n\r\n').map((row) => row.fields)).toEqual([['only@example.com']]);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-16 with its byte-order mark (Excel\'s "Unicode text")', () => {
    expect(decodeCsvBytes(bytes([0xff, 0xfe], utf16le('علي@example.com\t5\r\n')))).toBe('علي@example.com\t5\r\n');
  });

  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeCsvBytes(utf8('سارة,1\n'))).toBe('سارة,1\n');
  });

  it("reads an Arabic Windows Excel's plain CSV (windows-1256), which is not valid UTF-8", () => {
    // 'علي أحمد,5' in windows-1256
    expect(decodeCsvBytes(bytes([0xda, 0xe1, 0xed, 0x20, 0xc3, 0xcd, 0xe3, 0xcf], utf8(',5')))).toBe('علي أحمد,5');
  });
});
