// The HTML a bulk e-mail carries, from the editor's inlined HTML: one
// document whose <html>, <body> and a wrapping <div> all say the message's
// language and direction. The server's sanitiser keeps the body's content
// only (server/security/sanitizeMailHtml.ts), so the <div> is what carries
// dir and lang into the mail reader.
import { directionOf } from '../../../i18n/languages.ts';
import type { MailLanguage } from './mailDesigner.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function mailDocument(inlinedHtml: string, language: MailLanguage): string {
  const parsed = new DOMParser().parseFromString(inlinedHtml, 'text/html');
  const dir = directionOf(language);
  // the design's page style (background, font), which juice put on <body>
  const bodyStyle = parsed.body.getAttribute('style');
  const style = bodyStyle ? ` style="${escapeAttribute(bodyStyle)}"` : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    `<body lang="${language}" dir="${dir}"${style}>`,
    `<div lang="${language}" dir="${dir}"${style}>${parsed.body.innerHTML}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}
