// fast-check generators of malformed input for the bad-input test
// (badInput.fuzz.test.ts): poison strings the edge guard must refuse, values
// of the wrong type, partial and wrongly shaped quiz documents and program
// trees, ids of rows that do not exist, prototype-pollution keys. Every value
// they make is meant to be refused; where a route could accept a plausible
// text (a program name, a learner's name), the route is "textFree" and gets
// only blank, poisoned or wrongly typed texts, so no request may change data.
import fc from 'fast-check';

/** Nesting written straight into the JSON text: JSON.stringify would recurse to build it. */
export class Deep {
  constructor(readonly depth: number) {}
}

/** JSON text of a generated value; Deep becomes brackets, `__proto__` own keys are kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof Deep) return '['.repeat(value.depth) + ']'.repeat(value.depth);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings the edge guard refuses wherever they stand. */
export const poisonString = fc.oneof(
  fc.constant('a\u0000b'),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
  fc.constant('\ud800'),
  fc.constant('x\udc00y'),
  fc.constant('x'.repeat(250_000)),
);

export const poisonValue = fc.oneof(poisonString, fc.constant(new Deep(100_000)), fc.integer({ min: 65, max: 2_000 }).map((depth) => new Deep(depth)));

/** Ids and e-mails that look right but name nothing. */
export const missingId = fc.constantFrom(
  'clzzzzzzzzzzzzzzzzzzzzzzz',
  '00000000-0000-4000-8000-000000000000',
  'nobody@example.com',
  'missing-quiz',
  'UXVpejpub3Bl',
  'Node:1',
);

/** Texts no rule accepts where a text is required. */
export const blankString = fc.constantFrom('', ' ', '\t\n');

const oddString = fc.oneof(
  missingId,
  fc.constantFrom('__proto__', 'constructor', 'toString', "' OR 1=1 --", '${7*7}', '../../etc/passwd', 'ـَ', '-1', '1e309', 'NaN', '\u200b'),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('y'.repeat(5_000)),
);

export interface ValueOptions {
  /** false: no non-blank plausible text (the route could accept one and change data) */
  plausibleText: boolean;
}

export const badString = ({ plausibleText }: ValueOptions) =>
  plausibleText ? fc.oneof(poisonString, blankString, oddString) : fc.oneof(poisonString, blankString);

const scalar = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308),
  fc.boolean(),
  fc.constant(null),
);

/** Any malformed JSON value: scalars, poison, wrongly typed containers, pollution keys. */
export const badValue = (options: ValueOptions): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      badString(options),
      scalar,
      poisonValue,
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'name'), fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 3 }),
    ),
  })).value;

// ------------------------------------------------------------ quiz documents

const question = { id: 'q1', type: 0, text: 'Q', choices: ['a', 'b'], correctAnswer: 1, weight: 1 };
const baseQuiz = () => ({
  name: 'Fuzz quiz',
  passGrade: 0,
  version: 2,
  sections: [{ id: 's1', name: 'S', questions: [{ ...question }] }],
});

type Doc = Record<string, unknown> & { sections: Array<Record<string, unknown> & { questions: Array<Record<string, unknown>> }> };

/** Each breaks a quiz document in a way every save must refuse. */
const quizBreakers: Array<(doc: Doc, value: unknown) => void> = [
  (doc, value) => (doc.sections = [value as never]),
  (doc) => (doc.sections = [false as never]),
  (doc) => delete (doc.sections[0] as Record<string, unknown>).questions,
  (doc, value) => (doc.sections[0].questions = [value as never]),
  (doc) => (doc.sections[0].questions = 'x' as never),
  (doc) => (doc.sections[0].questions[0].text = 5),
  (doc) => (doc.sections[0].name = 0),
  (doc) => (doc.sections[0].questions[0].type = 99),
  (doc) => (doc.sections[0].questions[0].choices = 'x'),
  (doc) => (doc.sections[0].questions[0].choices = [1, null]),
  (doc) => (doc.sections[0].questions[0] = { id: 'q1', type: 2, text: 'T', fields: [false] }),
  (doc) => (doc.sections[0].questions[0] = { id: 'q1', type: 2, fields: [{ type: 'space', values: 'x' }] }),
  (doc) => (doc.sections[0].questions[0].weight = { n: 1 }),
  (doc) => (doc.sections[0].questions[0].weight = 'abc'),
  (doc) => delete doc.sections[0].questions[0].id,
  (doc) => (doc.name = 5),
  (doc) => delete doc.name,
  (doc) => (doc.version = 7),
  (doc) => (doc.version = '2'),
  (doc) => Object.assign(doc, { version: 0, questions: [false], sections: undefined }),
  (doc) => Object.assign(doc, { version: 0, questions: 'x' }),
  (doc) => (doc.passGrade = -1),
  (doc) => (doc.passGrade = 'abc'),
  (doc) => (doc.expression = { code: 5, parameters: 'x' }),
  (doc) => (doc.passUrls = [false]),
  (doc) => (doc.attachments = [1]),
  (doc) => (doc.prerequisites = 'x'),
  (doc) => (doc.fullGradeDeadline = { date: 5 }),
  (doc) => (doc.specialCharsReduction = 'Everything'),
  (doc, value) => (doc.sections[0].questions[0].choices = [value, 5]),
];

/** A quiz document broken in one to three ways (partial, wrong types, unknown question types). */
export const badQuizDocument = (options: ValueOptions) =>
  fc
    .tuple(fc.array(fc.tuple(fc.nat(quizBreakers.length - 1), badValue(options)), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([breaks, withProto]) => {
      const doc = baseQuiz() as Doc;
      for (const [index, value] of breaks) {
        try {
          quizBreakers[index](doc, value);
        } catch {
          // an earlier break removed what this one reaches for: the document stays broken
        }
      }
      return withProto ? { ...doc, ...JSON.parse('{"__proto__":{"polluted":true}}') } : doc;
    });

/** Program trees that are never valid: wrong types, unknown item types, folders nested too deep. */
export const badProgramItems = (options: ValueOptions) =>
  fc.oneof(
    badValue(options).filter((value) => !Array.isArray(value) || value.length > 0),
    fc.constant([false]),
    fc.constant([{ id: 5, itemType: 'quiz', name: 'x' }]),
    fc.constant([{ id: 'i1', itemType: 'nope', name: 'x' }]),
    fc.constant([{ id: 'i1', itemType: 'folder', name: 'x', children: 'x' }]),
    fc.constant([{ id: 'i1', itemType: 'folder', name: 'x', children: [false] }]),
    fc.constant([{ id: 'i1', itemType: 'link', name: 'x', src: 'javascript:alert(1)' }]),
    fc.constant(
      Array.from({ length: 20 }).reduce<unknown[]>((inner, _, level) => [{ id: `f${level}`, itemType: 'folder', name: 'f', children: inner }], []),
    ),
  );

// ------------------------------------------------------------ request paths

/**
 * Percent-escapes no decoder accepts: a lone `%`, a cut sequence (the issue's
 * `%E0%A4%A`), escapes that are not hex, overlong and surrogate UTF-8, bytes
 * that start no character, NUL (a storage key can never hold it).
 */
export const malformedEscape = fc.oneof(
  fc.constantFrom('%', '%A', '%G1', '%ZZ', '%%', '%u0041', '%E0%A4%A', '%E0%A4', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%00'),
  fc.integer({ min: 0x80, max: 0xff }).map((byte) => `%${byte.toString(16).toUpperCase()}`),
);

/**
 * The path with a malformed escape at the end of one of its segments, or as a
 * segment of its own. Always before a `/` or the end: put before `41` a lone
 * `%` would make a valid escape.
 */
export const malformedPath = (path: string) => {
  const segments = path.split('/').slice(1);
  return fc.tuple(malformedEscape, fc.nat(segments.length - 1), fc.boolean()).map(([escape, at, ownSegment]) => {
    const changed = segments.flatMap((segment, index) => (index !== at ? [segment] : ownSegment ? [escape, segment] : [`${segment}${escape}`]));
    return `/${changed.join('/')}`;
  });
};
