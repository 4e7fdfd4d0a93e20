// E-mail rules shared by sign-in, registration, the private-users upload and
// the bulk e-mail recipients file. The spec names two strictness levels:
//
// - 'standard' (forms and uploads): exactly one '@'; a non-empty local part
//   without whitespace; a domain without whitespace that has a dot with
//   something before it, and a top-level domain of two or more letters
//   (any script, so an Arabic IDN such as 'مصر' passes).
// - 'strict' (bulk e-mail recipients, where a bad address costs a bounce):
//   the standard checks plus a local part of [A-Za-z0-9._%+-] only, without a
//   leading, trailing or doubled dot; every domain label [A-Za-z0-9-], not
//   empty and not starting or ending with '-'; an ASCII top-level domain.
//
// Neither level trims: callers pass the value through normalizeEmail first.

export type EmailStrictness = 'standard' | 'strict';

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const WHITESPACE = /\s/u;
const STANDARD_TLD = /^\p{L}{2,}$/u;
const STRICT_LOCAL_PART = /^[A-Za-z0-9._%+-]+$/;
const STRICT_DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const STRICT_TLD = /^[A-Za-z]{2,}$/;

/** RFC 5321's limit on a forward path: a longer text is not an address. */
export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string, level: EmailStrictness = 'standard'): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [localPart, domain] = parts;
  if (!isStandardLocalPart(localPart) || !isStandardDomain(domain)) return false;
  return level === 'standard' || (isStrictLocalPart(localPart) && isStrictDomain(domain));
}

function isStandardLocalPart(localPart: string): boolean {
  return localPart.length > 0 && !WHITESPACE.test(localPart);
}

function isStandardDomain(domain: string): boolean {
  if (WHITESPACE.test(domain)) return false;
  const lastDot = domain.lastIndexOf('.');
  return lastDot > 0 && STANDARD_TLD.test(domain.slice(lastDot + 1));
}

function isStrictLocalPart(localPart: string): boolean {
  return (
    STRICT_LOCAL_PART.test(localPart) &&
    !localPart.startsWith('.') &&
    !localPart.endsWith('.') &&
    !localPart.includes('..')
  );
}

function isStrictDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  return labels.every((label) => STRICT_DOMAIN_LABEL.test(label)) && STRICT_TLD.test(tld);
}
