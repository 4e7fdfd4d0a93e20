// What a bulk e-mail may carry: allowed types by name, sizes, count, inline images' cids.
import { describe, expect, it } from 'vitest';
import { attachmentProblems, attachmentType, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES, type AttachmentDraft } from './attachments.ts';

const file = (filename: string, size = 1000, cid?: string): AttachmentDraft => ({ filename, size, cid });
const codes = (attachments: AttachmentDraft[]) => attachmentProblems(attachments).map(({ index, code }) => `${index}:${code}`);

describe('the attachments of a bulk e-mail', () => {
  it('accepts documents and images, an Arabic file name, and inline images with distinct cids', () => {
    expect(codes([file('جدول الاختبار.pdf'), file('logo.PNG', 5000, 'logo'), file('photo.jpg', 5000, 'photo-1.a_b')])).toEqual([]);
  });

  it.each(['page.html', 'image.svg', 'setup.exe', 'script.js', 'macro.docm', 'README', '.pdf'])('refuses %s (a type that can run script or has no name)', (name) => {
    expect(codes([file(name)])).toEqual(['0:attachmentTypeNotAllowed']);
  });

  it('sends a file as the type its name says, whatever the uploader claimed', () => {
    expect(attachmentType('report.PDF')).toBe('application/pdf');
    expect(attachmentType('report.pdf.exe')).toBeNull();
  });

  it.each(['../secret.pdf', 'a/b.pdf', 'a\\b.pdf', ' padded.pdf', 'new\nline.pdf', 'what?.pdf', '', `${'x'.repeat(252)}.pdf`])('refuses the name %j', (name) => {
    expect(codes([file(name)])).toEqual(['0:invalidAttachmentName']);
  });

  it(`takes a file of ${MAX_ATTACHMENT_BYTES} bytes and refuses one byte more, or a size that is not a count of bytes`, () => {
    expect(codes([file('a.pdf', MAX_ATTACHMENT_BYTES)])).toEqual([]);
    expect(codes([file('a.pdf', MAX_ATTACHMENT_BYTES + 1)])).toEqual(['0:attachmentTooLarge']);
    expect(codes([file('a.pdf', -1)])).toEqual(['0:attachmentTooLarge']);
    expect(codes([file('a.pdf', 1.5)])).toEqual(['0:attachmentTooLarge']);
  });

  it(`refuses more than ${MAX_ATTACHMENTS} files, and more than ${MAX_ATTACHMENTS_TOTAL_BYTES} bytes together`, () => {
    expect(codes(Array.from({ length: MAX_ATTACHMENTS }, (_, index) => file(`f${index}.pdf`)))).toEqual([]);
    expect(codes(Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, index) => file(`f${index}.pdf`)))).toEqual(['null:tooManyAttachments']);
    const half = MAX_ATTACHMENTS_TOTAL_BYTES / 2;
    expect(codes([file('a.pdf', half), file('b.pdf', half)])).toEqual([]);
    expect(codes([file('a.pdf', half), file('b.pdf', half + 1)])).toEqual(['null:attachmentTooLarge']);
  });

  it('gives a cid only to an image, of safe characters, once (case does not make two)', () => {
    expect(codes([file('a.pdf', 10, 'doc')])).toEqual(['0:invalidCid']);
    expect(codes([file('a.png', 10, 'has space')])).toEqual(['0:invalidCid']);
    expect(codes([file('a.png', 10, '')])).toEqual(['0:invalidCid']);
    expect(codes([file('a.png', 10, 'x'.repeat(65))])).toEqual(['0:invalidCid']);
    expect(codes([file('a.png', 10, 'logo'), file('b.png', 10, 'LOGO')])).toEqual(['1:duplicateCid']);
  });
});
