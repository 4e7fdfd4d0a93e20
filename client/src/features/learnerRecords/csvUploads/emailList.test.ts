import { describe, expect, it } from 'vitest';
import { invalidEmailsText, parseEmailList } from './emailList.ts';
import { parseCsvText } from './readCsvFile.ts';

const emailsOf = (text: string) => parseEmailList(parseCsvText(text));

describe('the private users file (admin spec §5): one e-mail a line', () => {
  it('trims and lower-cases every e-mail, keeps the file order and sends each once', () => {
    expect(emailsOf('  Ali@Example.COM \r\nsara@example.com\r\nALI@example.com\r\n\r\n')).toEqual({
      ok: true,
      emails: ['ali@example.com', 'sara@example.com'],
    });
  });

  it('takes an e-mail whose spreadsheet row has empty columns around it', () => {
    expect(emailsOf('ali@example.com,,\r\n,sara@example.com\r\n')).toEqual({ ok: true, emails: ['ali@example.com', 'sara@example.com'] });
  });

  it('takes an Arabic domain name (the e-mail rule of domain/validation)', () => {
    expect(emailsOf('ali@مثال.مصر\n')).toEqual({ ok: true, emails: ['ali@مثال.مصر'] });
  });

  it('refuses the whole file when any line is not an e-mail, naming every invalid line (trimmed, lower-cased) with its line', () => {
    expect(emailsOf('ali@example.com\n\nNot An E-mail\nsara@example\nomar@example.com,Omar\n"a b@example.com"\n')).toEqual({
      ok: false,
      invalid: [
        { line: 3, text: 'not an e-mail' },
        { line: 4, text: 'sara@example' },
        { line: 5, text: 'omar@example.com,omar' },
        { line: 6, text: 'a b@example.com' },
      ],
    });
  });

  it('reads an empty file as no e-mails', () => {
    expect(emailsOf('\r\n\r\n')).toEqual({ ok: true, emails: [] });
  });
});

describe('invalidEmails.txt', () => {
  it('has the invalid lines, one a line', () => {
    expect(invalidEmailsText([{ text: 'not an e-mail' }, { text: 'sara@example' }])).toBe('not an e-mail\nsara@example\n');
  });
});
