// The quiz document's shape: what the server accepts on save, what an
// imported file must be, and what the editor and the quiz screen can rely on.
// Only structure is judged here (types, whole numbers, dates, known question
// types, where a type may stand); the editor's content rules (required texts,
// correct choices, ...) are in editorRules.ts. Unknown fields are dropped, so
// `_id`, answers left in a legacy document and the like are not stored.
import { z } from 'zod';
import { parseCalendarDate } from '../validation/dateOfBirth.ts';
import { isFilled, isNonNegativeInteger } from '../validation/inputRules.ts';
import type { Question, Quiz } from './types.ts';

/** One thing wrong with a quiz, at a dotted path such as `sections.1.questions.0.choices`. */
export interface QuizProblem {
  /** '' for the quiz as a whole */
  path: string;
  code: string;
  /** for developers and logs; the client shows the translation of `code` */
  message: string;
}

export type ParseQuizResult = { ok: true; quiz: Quiz } | { ok: false; problems: QuizProblem[] };

/** The codes parseQuiz answers with. */
export const DOCUMENT_PROBLEM_CODES = [
  'required',
  'invalidType',
  'invalidValue',
  'notWholeNumber',
  'invalidDate',
  'invalidTime',
  'invalidVersion',
  'unknownQuestionType',
  'unknownFieldType',
  'questionOnlyInSection',
  'duplicateId',
] as const;

export type DocumentProblemCode = (typeof DOCUMENT_PROBLEM_CODES)[number];

const wholeNumber = z.number().refine((value) => isNonNegativeInteger(value), {
  message: 'Expected a whole number, 0 or above',
  params: { code: 'notWholeNumber' },
});
const id = z.string().refine(isFilled, { message: 'An id is required', params: { code: 'required' } });

// Legacy documents write null for an empty optional field; the types say
// "absent", so null is read as absent.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const optionalFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined);
const optionalWholeNumber = wholeNumber.nullish().transform((value) => value ?? undefined);
const texts = z.array(z.string());
const flags = z.array(z.boolean());

const questionBase = {
  id,
  text: optionalText,
  weight: optionalWholeNumber,
  clarification: optionalText,
  isOptionalQuestion: optionalFlag,
  imageURL: optionalText,
  videoUrl: optionalText,
  youTubeId: optionalText,
};

// File upload and info questions earn nothing: whatever weight a legacy
// document gives them is read as 0, so no total or score can count it.
const zeroWeight = optionalWholeNumber.transform(() => 0);

const spacePart = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: z.string() }),
  z.object({
    type: z.literal('space'),
    values: texts,
    size: z
      .enum(['lg', 'md', 'sm'])
      .nullish()
      .transform((value) => value ?? undefined),
    value: optionalText,
  }),
]);

export const questionSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal(0), choices: texts, correctAnswer: optionalWholeNumber }),
  z.object({
    ...questionBase,
    type: z.literal(1),
    possibleAnswers: texts.optional(),
    isManuallyGraded: optionalFlag,
    isDate: optionalFlag,
    validationRegex: optionalText,
    regexContains: optionalFlag,
    regexG: optionalFlag,
  }),
  z.object({ ...questionBase, type: z.literal(2), fields: z.array(spacePart) }),
  z.object({ ...questionBase, type: z.literal(3), weight: zeroWeight }),
  z.object({ ...questionBase, type: z.literal(4), weight: zeroWeight }),
  z.object({ ...questionBase, type: z.literal(5), choices: texts, possibleAnswers: flags.optional() }),
  z.object({ ...questionBase, type: z.literal(6), isOriginalCheckbox: optionalFlag, choices: texts.optional() }),
  z.object({
    ...questionBase,
    type: z.literal(7),
    choices: texts,
    courseLinks: texts.optional(),
    possibleAnswers: flags.optional(),
  }),
  z.object({ ...questionBase, type: z.literal(8), showRegion: optionalFlag }),
]);

export const sectionSchema = z.object({
  id,
  name: z.string(),
  questions: z.array(questionSchema),
});

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

const fullGradeDeadline = z.object({
  date: z.string().refine((value) => parseCalendarDate(value) !== null, {
    message: 'Expected a date written YYYY-MM-DD',
    params: { code: 'invalidDate' },
  }),
  time: z
    .string()
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || TIME_24H.test(value), {
      message: 'Expected a 24-hour time written HH:mm',
      params: { code: 'invalidTime' },
    }),
});

const nullableText = z.string().nullish();

const settingsShape = {
  id: z.string().optional(),
  name: z.string(),
  // Forms hide the pass grade, so a legacy form may have none: it is 0.
  passGrade: wholeNumber.default(0),
  fullGradeDeadline: fullGradeDeadline.nullish(),
  gradeReduction: optionalWholeNumber,
  allowedTime: wholeNumber.nullish(),
  externalGrades: optionalFlag,
  maxGradeExternal: wholeNumber.nullish(),
  excludeFromTotal: optionalFlag,
  disableCharDictionary: optionalFlag,
  specialCharsReduction: z.enum(['None', 'Space Only', 'Full']).default('Full'),
  isForm: optionalFlag,
  passLink: nullableText,
  passLinkMsg: nullableText,
  passUrls: z.array(z.object({ id: z.string(), url: z.string(), active: z.boolean() })).optional(),
  supportLink: nullableText,
  remarks: nullableText,
  isActive: optionalFlag,
  showResult: z.boolean().nullable().optional(),
  isPrivate: optionalFlag,
  editableAnswers: optionalFlag,
  openForRegistered: optionalFlag,
  prerequisites: texts.optional(),
  prerequisitesOperationOR: optionalFlag,
  tracks: texts.optional(),
  useExpression: optionalFlag,
  expression: z
    .object({ code: z.string(), parameters: z.array(z.object({ id: z.string(), alias: z.string() })) })
    .nullish(),
  banner: nullableText,
  attachments: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
};

const quizSchema = z.discriminatedUnion('version', [
  z.object({ ...settingsShape, version: z.literal(0), questions: z.array(questionSchema) }),
  z.object({ ...settingsShape, version: z.union([z.literal(1), z.literal(2)]), sections: z.array(sectionSchema) }),
]);

// ------------------------------------------------------------ the draft's skeleton

// What the editor's rules walk before the document is parsed (prepareQuizForSave):
// lists must be lists and the texts they test for blankness must be texts. Numbers
// may be typed text (the editor holds them so; its rules report bad text), never anything else.
const draftText = z.string().nullish();
const draftNumber = z.union([z.number(), z.string()]).nullish();
const draftList = <T extends z.ZodType>(item: T) => z.array(item).optional();
const draftField = z.object({ type: z.unknown(), value: draftText, values: draftList(draftText) });
const draftQuestion = z
  .object({ type: z.unknown(), text: draftText, weight: draftNumber, choices: draftList(draftText), fields: draftList(draftField), possibleAnswers: draftList(z.unknown()), courseLinks: draftList(z.unknown()) })
  .refine((question) => question.type !== 0 || Array.isArray(question.choices), { path: ['choices'], params: { code: 'required' } })
  .refine((question) => question.type !== 2 || Array.isArray(question.fields), { path: ['fields'], params: { code: 'required' } })
  .refine((question) => question.fields?.every((field) => field.type !== 'space' || Array.isArray(field.values)) ?? true, {
    path: ['fields'],
    params: { code: 'invalidValue' },
  });
const draftSection = z.object({ name: draftText, questions: z.array(draftQuestion) });
// version 0 holds questions, every other version sections (as preparedDraft reads them)
const draftSettings = { name: draftText, passGrade: draftNumber, gradeReduction: draftNumber, allowedTime: draftNumber, maxGradeExternal: draftNumber };
const flatDraft = z.object({ ...draftSettings, questions: z.array(draftQuestion) });
const sectionedDraft = z.object({ ...draftSettings, sections: z.array(draftSection) });

/**
 * The problems that keep a working copy from being walked at all (a section
 * that is `false`, a question text that is a number, ...), reported like
 * parseQuiz's. Run before any rule reads the draft: input from the network may
 * have any shape.
 */
export function draftShapeProblems(input: unknown): QuizProblem[] {
  if (!isRecord(input)) return [{ path: '', code: 'invalidType', message: 'A quiz must be an object' }];
  const versioned = withVersion(input) as Record<string, unknown>;
  const parsed = (versioned.version === 0 ? flatDraft : sectionedDraft).safeParse(versioned, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map(toProblem);
}

/**
 * Reads a quiz document (settings and content) and reports every problem
 * with its path. A document without a version is version 0 when it has a
 * flat `questions` list, else 2 (the version of new quizzes).
 */
export function parseQuiz(input: unknown): ParseQuizResult {
  const parsed = quizSchema.safeParse(withVersion(input), { reportInput: true });
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map(toProblem) };
  const quiz: Quiz = parsed.data;
  const problems = [...questionsOutsideSections(quiz), ...duplicateIds(quiz)];
  return problems.length === 0 ? { ok: true, quiz } : { ok: false, problems };
}

export function withVersion(input: unknown): unknown {
  if (!isRecord(input) || input.version !== undefined) return input;
  const flat = Array.isArray(input.questions) && !Array.isArray(input.sections);
  return { ...input, version: flat ? 0 : 2 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toProblem(issue: z.core.$ZodIssue): QuizProblem {
  return { path: issue.path.join('.'), code: problemCode(issue), message: issue.message };
}

function problemCode(issue: z.core.$ZodIssue): DocumentProblemCode {
  switch (issue.code) {
    case 'custom':
      return (issue.params?.code as DocumentProblemCode | undefined) ?? 'invalidValue';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalidType';
    case 'invalid_union':
      return discriminatorCode(issue);
    default:
      return 'invalidValue';
  }
}

function discriminatorCode(issue: z.core.$ZodIssueInvalidUnion): DocumentProblemCode {
  if (issue.discriminator === 'version') return 'invalidVersion';
  // ['questions', 0, 'fields', 2, 'type'] is a part of a complete-the-spaces question
  if (issue.discriminator === 'type') {
    return issue.path.at(-3) === 'fields' ? 'unknownFieldType' : 'unknownQuestionType';
  }
  return 'invalidValue';
}

/** File upload (3) and info (4) questions belong to sections, so version 0 cannot have them. */
function questionsOutsideSections(quiz: Quiz): QuizProblem[] {
  if (quiz.version !== 0) return [];
  return quiz.questions.flatMap((question, index) =>
    question.type === 3 || question.type === 4
      ? [
          {
            path: `questions.${index}.type`,
            code: 'questionOnlyInSection',
            message: 'File upload and info questions are allowed only inside sections',
          },
        ]
      : [],
  );
}

/** Answers are kept by question id (and restored by section id), so ids must be unique in a quiz. */
function duplicateIds(quiz: Quiz): QuizProblem[] {
  const located: { path: string; id: string }[] = [];
  const addQuestions = (questions: Question[], prefix: string) =>
    questions.forEach((question, index) =>
      located.push({ path: `${prefix}questions.${index}.id`, id: `question:${question.id}` }),
    );
  if (quiz.version === 0) {
    addQuestions(quiz.questions, '');
  } else {
    quiz.sections.forEach((section, index) => {
      located.push({ path: `sections.${index}.id`, id: `section:${section.id}` });
      addQuestions(section.questions, `sections.${index}.`);
    });
  }
  const seen = new Set<string>();
  const problems: QuizProblem[] = [];
  for (const { path, id } of located) {
    if (seen.has(id)) problems.push({ path, code: 'duplicateId', message: `The id ${id} is used twice` });
    seen.add(id);
  }
  return problems;
}
