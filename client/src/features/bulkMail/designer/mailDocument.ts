// The HTML a bulk e-mail carries, from the editor's inlined HTML: one
// document whose <html>, <body> and a wrapping <div> all say the message's
// language and direction. The server's sanitiser keeps the body's content
// only (server/security/sanitizeMailHtml.ts), so the <div> is what carries
// dir and lang into the mail reader. The ids GrapesJS gives components
// (for its own style rules, which juice has inlined) are dropped when nothing
// in the mail refers to them: they mean nothing to a reader, and the editor
// may give another one to the same design (domain/bulkMail/mailFingerprint.ts).
import { directionOf } from '../../../i18n/languages.ts';
import type { MailLanguage } from './mailDesigner.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Whether `id` is named by something else of the mail: a style rule (#id), a link (#id) or an attribute naming ids (for, headers, aria-…). */
function referenced(body: HTMLElement, id: string): boolean {
  const styles = [...body.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  if (styles.includes(`#${id}`)) return true;
  return [...body.querySelectorAll('*')].some((element) =>
    [...element.attributes].some((attribute) => attribute.name !== 'id' && attribute.value.split(/\s+/).some((token) => token === id || token === `#${id}`)),
  );
}

function dropUnreferencedIds(body: HTMLElement): void {
  for (const element of body.querySelectorAll('[id]')) if (!referenced(body, element.id)) element.removeAttribute('id');
}

export function mailDocument(inlinedHtml: string, language: MailLanguage): string {
  const parsed = new DOMParser().parseFromString(inlinedHtml, 'text/html');
  dropUnreferencedIds(parsed.body);
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
