// The name of a cloned account: its source's name marked as a copy, so the
// holder's list never shows two accounts of the same name (issue 30). The mark
// is in the language of the holder who clones (the request's `locale`, Arabic
// when absent): the holder sees the name first and renames it before
// publishing. docs/decisions/orgAccounts.md, "Clone".

export const CLONE_LOCALES = ['ar', 'en'] as const;
export type CloneLocale = (typeof CLONE_LOCALES)[number];

/** An account's name is at most this long, in UTF-16 units (the add and clone dialogs' alias rule). */
export const ACCOUNT_NAME_MAX = 200;

const MARKS: Record<CloneLocale, string> = { en: ' (copy)', ar: ' (نسخة)' };

/** "<name> (copy)" / "<name> (نسخة)", the name shortened so that the whole fits ACCOUNT_NAME_MAX. */
export function cloneName(sourceName: string, locale: CloneLocale): string {
  const mark = MARKS[locale];
  let base = '';
  // whole characters only: a cut never splits an emoji's UTF-16 halves
  for (const character of sourceName.trim()) {
    if (base.length + character.length + mark.length > ACCOUNT_NAME_MAX) break;
    base += character;
  }
  base = base.trimEnd();
  return base ? `${base}${mark}` : mark.trim();
}

/** The clone's locale from a request: ar or en; absent is ar (the platform's default); anything else null (refused). */
export function cloneLocaleOf(value: unknown): CloneLocale | null {
  if (value === undefined || value === null || value === '') return 'ar';
  return typeof value === 'string' && (CLONE_LOCALES as readonly string[]).includes(value) ? (value as CloneLocale) : null;
}
