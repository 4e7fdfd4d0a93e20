// The design file: what Save Design writes is what Load design reads back; anything else is refused whole, with its code.
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENTS } from './attachments.ts';
import { designFileText, readDesignFile, type DesignData } from './designFile.ts';

const design: DesignData = {
  assets: [],
  styles: [{ selectors: ['#i1'], style: { color: 'red' } }],
  pages: [{ frames: [{ component: { type: 'wrapper', attributes: { dir: 'rtl', lang: 'ar' }, components: [{ type: 'text', content: 'مرحبا' }] } }] }],
};
const LOGO = { filename: 'logo.png', path: 'https://school.example/files/org1/logo.png', cid: 'logo' };
const PLAN = { filename: 'الخطة.pdf', path: '/files/org1/plan.pdf' };

const file = (fields: Record<string, unknown> = {}) => JSON.stringify({ version: 1, subject: 'Welcome', design, attachments: [LOGO, PLAN], ...fields });

describe('the design file', () => {
  it('reads back exactly what was saved: subject, the editor data and the attachments', () => {
    const text = designFileText('أهلا بكم', design, [LOGO, { ...PLAN, cid: null }]);
    expect(JSON.parse(text)).toEqual({ version: 1, subject: 'أهلا بكم', design, attachments: [LOGO, PLAN] });
    expect(readDesignFile(text)).toEqual({ ok: true, file: { version: 1, subject: 'أهلا بكم', design, attachments: [LOGO, PLAN] } });
  });

  it('takes a file saved with a byte-order mark, an empty subject, no attachments, a null cid', () => {
    const result = readDesignFile(`\uFEFF${file({ subject: '', attachments: [{ ...PLAN, cid: null }] })}`);
    expect(result).toEqual({ ok: true, file: { version: 1, subject: '', design, attachments: [PLAN] } });
  });

  it.each(['', 'not json', '{"version":1,', '<html></html>'])('refuses %j as not JSON', (text) => {
    expect(readDesignFile(text)).toEqual({ ok: false, error: 'designFileNotJson' });
  });

  it.each([
    ['no version', JSON.stringify({ subject: 'a', design, attachments: [] })],
    ['version 2', file({ version: 2 })],
    ['version "1"', file({ version: '1' })],
    ['a list', JSON.stringify([1])],
    ['a number', '1'],
    ['null', 'null'],
  ])('refuses a file of %s as another version', (_case, text) => {
    expect(readDesignFile(text)).toEqual({ ok: false, error: 'designFileVersion' });
  });

  it.each([
    ['no subject', { subject: undefined }],
    ['a subject that is not text', { subject: 5 }],
    ['no design', { design: undefined }],
    ['a design that is not an object', { design: '<p>hi</p>' }],
    ['a design without pages', { design: { assets: [] } }],
    ['a design whose pages are not a list', { design: { pages: {} } }],
  ])('refuses %s as not a design', (_case, fields) => {
    expect(readDesignFile(file(fields))).toEqual({ ok: false, error: 'designFileInvalid' });
  });

  it.each([
    ['no attachments list', { attachments: undefined }],
    ['attachments that are not a list', { attachments: {} }],
    ['an attachment that is not an object', { attachments: ['logo.png'] }],
    ['an attachment without a path', { attachments: [{ filename: 'a.pdf' }] }],
    ['an attachment without a name', { attachments: [{ path: '/files/a.pdf' }] }],
    ['a javascript: path', { attachments: [{ filename: 'a.pdf', path: 'javascript:alert(1)' }] }],
    ['a data: path', { attachments: [{ filename: 'a.png', path: 'data:image/png;base64,AAAA' }] }],
    ['a protocol-relative path', { attachments: [{ filename: 'a.pdf', path: '//evil.example/a.pdf' }] }],
    ['a cid that is not text', { attachments: [{ ...LOGO, cid: 7 }] }],
  ])('refuses %s', (_case, fields) => {
    expect(readDesignFile(file(fields))).toEqual({ ok: false, error: 'designFileAttachments' });
  });

  it.each([
    ['a type that cannot be attached', [{ filename: 'run.exe', path: '/files/run.exe' }], 'attachmentTypeNotAllowed'],
    ['a name with a folder', [{ filename: '../a.pdf', path: '/files/a.pdf' }], 'invalidAttachmentName'],
    ['a cid on a PDF', [{ ...PLAN, cid: 'plan' }], 'invalidCid'],
    ['two images of one cid', [LOGO, { ...LOGO, filename: 'other.png' }], 'duplicateCid'],
    ['too many files', Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, index) => ({ ...PLAN, filename: `f${index}.pdf` })), 'tooManyAttachments'],
  ])('refuses attachments with %s, naming the rule', (_case, attachments, problem) => {
    expect(readDesignFile(file({ attachments }))).toEqual({ ok: false, error: 'designFileAttachments', problem });
  });
});
