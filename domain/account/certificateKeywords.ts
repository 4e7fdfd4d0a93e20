// The account's certificate keywords (admin spec §3 certificateTemplateUserKeywords):
// each keyword in the SVG template is replaced by its value when a
// certificate is rendered. The owner edits them as a list; the account keeps
// them as a map, so a keyword appears once.
import { isFilled } from '../validation/inputRules.ts';

export interface CertificateKeyword {
  keyword: string;
  value: string;
}

/** Spec §5: a keyword is added only if both keyword and value are non-empty. */
export function canAddKeyword(keyword: string, value: string): boolean {
  return isFilled(keyword) && isFilled(value);
}

/** The list with the keyword added (trimmed), or its value replaced when it is already there. */
export function withKeyword(list: readonly CertificateKeyword[], keyword: string, value: string): CertificateKeyword[] {
  const entry = { keyword: keyword.trim(), value: value.trim() };
  if (!canAddKeyword(entry.keyword, entry.value)) return [...list];
  const at = list.findIndex((existing) => existing.keyword === entry.keyword);
  return at < 0 ? [...list, entry] : list.map((existing, index) => (index === at ? entry : existing));
}

export function withoutKeyword(list: readonly CertificateKeyword[], keyword: string): CertificateKeyword[] {
  return list.filter((existing) => existing.keyword !== keyword);
}

/** The saved shape: { keyword: value }. */
export function keywordMap(list: readonly CertificateKeyword[]): Record<string, string> {
  return Object.fromEntries(list.map(({ keyword, value }) => [keyword, value]));
}
