// @vitest-environment jsdom
// The HTML a bulk e-mail carries, made of the editor's inlined HTML: the same
// design gives the same mail (and fingerprint) whatever ids the editor gave
// its components, while ids the mail itself refers to stay.
import { describe, expect, it } from 'vitest';
import { mailFingerprint } from '../../../../../domain/bulkMail/mailFingerprint.ts';
import { mailDocument } from './mailDocument.ts';

const editorHtml = (id: string) =>
  `<body style="box-sizing: border-box; margin: 0;"><div id="${id}" style="box-sizing: border-box; padding: 10px;">Hello there</div></body>`;
const fingerprint = (html: string) => mailFingerprint({ subject: 'Hi', html, attachments: [] });

describe('mailDocument', () => {
  it("gives the same mail when the editor gave the design's components other ids", () => {
    const first = mailDocument(editorHtml('ilhj'), 'en');
    const again = mailDocument(editorHtml('i8kq-2'), 'en');
    expect(first).toBe(again);
    expect(fingerprint(first)).toBe(fingerprint(again));
    expect(first).toContain('<div lang="en" dir="ltr" style="box-sizing: border-box; margin: 0;"><div style="box-sizing: border-box; padding: 10px;">Hello there</div></div>');
    // what the reader sees still counts
    expect(fingerprint(mailDocument(editorHtml('ilhj').replace('there', 'all'), 'en'))).not.toBe(fingerprint(first));
    expect(fingerprint(mailDocument(editorHtml('ilhj'), 'ar'))).not.toBe(fingerprint(first));
  });

  it('keeps the ids the mail refers to: a style rule, a link, a label', () => {
    const html = mailDocument(
      '<body><style>@media (max-width: 480px) { #col1 { width: 100%; } }</style><a href="#top">Top</a><div id="top"><p id="col1">One</p><label for="name">Name</label><input id="name"><span id="free">x</span></div></body>',
      'en',
    );
    expect(html).toContain('<div id="top"><p id="col1">One</p>');
    expect(html).toContain('<input id="name">');
    expect(html).toContain('<span>x</span>');
  });
});
