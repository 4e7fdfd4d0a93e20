// The edge guard: every JSON body (REST facade, /upload) and every GraphQL
// operation (variables, string literals, query text) passes it before any
// handler, resolver or database sees the input. It refuses what no field of
// this API can mean and what PostgreSQL or a recursive walker would fail on:
// U+0000 and lone surrogates in strings (PostgreSQL text cannot store them),
// nesting deeper than MAX_DEPTH (measured on the raw text before JSON.parse,
// so a 100,000-deep body never reaches a recursive function), strings, keys,
// arrays and objects beyond generous bounds, and `__proto__` keys. A refusal
// is invalid_data_entry (400) with the dotted path of the field when known.
// Per-field rules (lengths of names, e-mails, ...) stay in the domain.
import { AppError } from '../errors.ts';

export const INPUT_LIMITS = {
  /** nesting of arrays and objects (a quiz document needs about 10) */
  maxDepth: 64,
  /** characters of one string (a landing page's HTML is the longest legitimate text) */
  maxStringLength: 200_000,
  /** items of one array, or keys of one object */
  maxItems: 10_000,
  /** characters of one object key */
  maxKeyLength: 1_000,
} as const;

export type InputLimits = { [Limit in keyof typeof INPUT_LIMITS]: number };

export type InputProblemReason = 'tooDeep' | 'nulCharacter' | 'unpairedSurrogate' | 'stringTooLong' | 'tooManyItems' | 'forbiddenKey';

export interface InputProblem {
  reason: InputProblemReason;
  /** dotted path of the offending value ('' for the whole input); absent when only the raw text was read */
  field?: string;
}

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/**
 * The first point where brackets outside string literals nest deeper than
 * maxDepth, read from raw JSON (or GraphQL) text in one pass without parsing.
 * `(` counts too, so GraphQL argument lists nest like objects.
 */
export function textDepthProblem(text: string, maxDepth: number = INPUT_LIMITS.maxDepth): InputProblem | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPENERS.has(char) || char === '(') {
      depth += 1;
      if (depth > maxDepth) return { reason: 'tooDeep' };
    } else if (CLOSERS.has(char) || char === ')') {
      depth -= 1;
    }
  }
  return null;
}

// In a /u pattern a paired surrogate is one astral code point, so \p{Cs}
// matches only a surrogate without its partner.
const LONE_SURROGATE = /\p{Cs}/u;

function stringProblem(value: string, maxLength: number): InputProblemReason | null {
  if (value.length > maxLength) return 'stringTooLong';
  if (value.includes('\u0000')) return 'nulCharacter';
  if (LONE_SURROGATE.test(value)) return 'unpairedSurrogate';
  return null;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first problem of a parsed value, walked without recursion (a value
 * built in memory, e.g. GraphQL variables, may be as deep as it likes).
 */
export function valueProblem(value: unknown, limits: InputLimits = INPUT_LIMITS): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      const reason = stringProblem(current.value, limits.maxStringLength);
      if (reason) return { reason, field: current.path };
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.depth >= limits.maxDepth) return { reason: 'tooDeep', field: current.path };
    const depth = current.depth + 1;
    if (Array.isArray(current.value)) {
      if (current.value.length > limits.maxItems) return { reason: 'tooManyItems', field: current.path };
      current.value.forEach((item, index) => pending.push({ value: item, path: join(current.path, index), depth }));
      continue;
    }
    const keys = Object.keys(current.value);
    if (keys.length > limits.maxItems) return { reason: 'tooManyItems', field: current.path };
    for (const key of keys) {
      const path = join(current.path, key);
      if (key === '__proto__') return { reason: 'forbiddenKey', field: path };
      const reason = stringProblem(key, limits.maxKeyLength);
      if (reason) return { reason, field: path };
      pending.push({ value: (current.value as Record<string, unknown>)[key], path, depth });
    }
  }
  return null;
}

/** The refusal of a problem: invalid_data_entry, naming the field when known. */
export function inputProblemError(problem: InputProblem): AppError {
  return new AppError('invalid_data_entry', {
    message: `Refused input (${problem.reason})`,
    field: problem.field || undefined,
  });
}

/**
 * JSON text parsed behind the guard: depth is checked on the text, then the
 * parsed value. Throws SyntaxError for text that is not JSON and an
 * invalid_data_entry AppError for input the guard refuses.
 */
export function parseGuardedJson(text: string, limits: InputLimits = INPUT_LIMITS): unknown {
  const deep = textDepthProblem(text, limits.maxDepth);
  if (deep) throw inputProblemError(deep);
  const value: unknown = JSON.parse(text);
  const problem = valueProblem(value, limits);
  if (problem) throw inputProblemError(problem);
  return value;
}
