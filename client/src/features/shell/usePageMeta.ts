import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The <meta> tags a shared link's preview reads: by name for search engines, by property for Open Graph. */
const TAGS = [
  { attribute: 'name', key: 'description', of: 'description' },
  { attribute: 'property', key: 'og:title', of: 'title' },
  { attribute: 'property', key: 'og:description', of: 'description' },
] as const;

/**
 * The document's title and description (with their Open Graph copies) while
 * a page is shown; what was there before comes back when it goes. A tag the
 * page created is removed again. A change of language retitles the document
 * (client/src/i18n/index.ts): the page's title is then set again, and the
 * new language's title is the one to come back.
 */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const values = { title, description };
    const previousTitle = document.title;
    document.title = title;
    const restores = TAGS.map(({ attribute, key, of }) => {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      const created = tag === null;
      if (tag === null) {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, key);
        document.head.appendChild(tag);
      }
      const previous = tag.getAttribute('content');
      tag.setAttribute('content', values[of]);
      const element = tag;
      return () => {
        if (created) element.remove();
        else element.setAttribute('content', previous ?? '');
      };
    });
    return () => {
      // someone else's title since (the language's) is the one to keep
      if (document.title === title) document.title = previousTitle;
      for (const restore of restores) restore();
    };
    // the language is read by the effect's timing: it runs again after i18n retitled the document
  }, [title, description, language]);
}

/** Plain text for a description: markup stars and line breaks gone, cut at a word near `length`. */
export function metaDescriptionOf(text: string, length = 160): string {
  const plain = text.replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
