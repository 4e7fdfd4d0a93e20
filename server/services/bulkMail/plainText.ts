// The plain-text part every bulk e-mail carries (issue 17), made from the
// sanitised HTML by html-to-text: readers that show no HTML, and spam
// filters that mark a mail without one, get the same words and links.
import { convert } from 'html-to-text';

/** Lines wrap at 78 characters (RFC 5322's recommendation for text). */
const WRAP_COLUMN = 78;

export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: WRAP_COLUMN,
    selectors: [
      // a link's address after its text, once (not when the text is the address)
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
      // an image is its description; an inline one (cid:) has no address worth printing
      { selector: 'img', format: 'imageAlt' },
      // headings keep their case (Arabic has none, and shouting English is not the sender's choice)
      ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'table', options: { uppercaseHeaderCells: false } },
    ],
    formatters: {
      imageAlt: (element, _walk, builder) => {
        const alt = typeof element.attribs?.alt === 'string' ? element.attribs.alt.trim() : '';
        if (alt) builder.addInline(`[${alt}]`);
      },
    },
  });
}
