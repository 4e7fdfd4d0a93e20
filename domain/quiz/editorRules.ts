// The quiz editor's rules (admin spec §5, "Quiz editor"): checked live on
// the working copy, and once more by prepareQuizForSave, which also turns the
// working copy into the document that is saved. The server runs the same
// prepareQuizForSave on what it receives, so the two sides cannot disagree.
import type { ErrorCode } from '../errors.ts';
import { hasNoArabicDiacritics, isFilled, isNonNegativeInteger } from '../validation/inputRules.ts';
import { draftShapeProblems, parseQuiz, withVersion, type QuizProblem } from './document.ts';
import { questionMaxScore } from './grade.ts';
import type { Question, QuestionType, Quiz, QuizContent, QuizSettings, Section, SpacePart, SpaceSize } from './types.ts';

/** Widths in px of a complete-the-spaces input, by size; a space without a size is 'sm'. */
export const SPACE_WIDTHS = { lg: 200, md: 150, sm: 100 } as const satisfies Record<SpaceSize, number>;

export function spaceWidth(size: SpaceSize | undefined): number {
  return SPACE_WIDTHS[size ?? 'sm'];
}

/**
 * The values of the question-type dialog and the type each one adds. The
 * spec lists all but single choice, which is what the dialog starts on
 * ('mcq', DEFAULT_QUESTION_TYPE_DIALOG_VALUE).
 */
export const QUESTION_TYPE_DIALOG_VALUES = {
  mcq: 0,
  writing: 1,
  'complete-spaces': 2,
  'file-upload': 3,
  info: 4,
  mcq2: 5,
  checkbox: 6,
  courseLink: 7,
  countryRegion: 8,
} as const satisfies Record<string, QuestionType>;

export type QuestionTypeDialogValue = keyof typeof QUESTION_TYPE_DIALOG_VALUES;

export const DEFAULT_QUESTION_TYPE_DIALOG_VALUE: QuestionTypeDialogValue = 'mcq';

/** The codes of the editor's rules; the client translates each. */
export const EDITOR_PROBLEM_CODES = [
  'quizNameRequired',
  'passGradeRequired',
  'mustBeNonNegativeInteger',
  'sectionTitleRequired',
  'questionTextRequired',
  'firstChoiceRequired',
  'correctChoiceRequired',
  'textPartRequired',
  'spaceRequired',
  'spaceAnswerRequired',
  'diacriticsNotAllowed',
  'invalidRegex',
] as const;

export type EditorProblemCode = (typeof EDITOR_PROBLEM_CODES)[number];

// ---------------------------------------------------------------- the working copy

/** A number as the editor holds it: a number, the text typed in its field, or nothing. */
export type NumberInput = number | string | null | undefined;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type QuestionDraft = DistributiveOmit<Question, 'weight'> & { weight?: NumberInput };

export type SectionDraft = Omit<Section, 'questions'> & { questions: QuestionDraft[] };

type NumericSetting = 'passGrade' | 'gradeReduction' | 'allowedTime' | 'maxGradeExternal';

/** The quiz being edited. Every Quiz is one; its numbers may also be text or empty. */
export type QuizDraft = { id?: string } & Omit<QuizSettings, NumericSetting> & {
    [Setting in NumericSetting]?: NumberInput;
  } & ({ version: 0; questions: QuestionDraft[] } | { version: 1 | 2; sections: SectionDraft[] });

// ---------------------------------------------------------------- live rules

/** Every problem of the working copy, with the path of the field to mark. */
export function validateQuizDraft(draft: QuizDraft): QuizProblem[] {
  const problems = validateSettings(draft);
  const context = { isForm: draft.isForm === true };
  if (draft.version === 0) {
    draft.questions.forEach((question, index) =>
      problems.push(...validateQuestion(question, `questions.${index}`, context)),
    );
    return problems;
  }
  draft.sections.forEach((section, sectionIndex) => {
    const sectionPath = `sections.${sectionIndex}`;
    if (!isFilled(section.name)) {
      problems.push(problem(`${sectionPath}.name`, 'sectionTitleRequired', 'A section needs a title'));
    }
    section.questions.forEach((question, index) =>
      problems.push(...validateQuestion(question, `${sectionPath}.questions.${index}`, context)),
    );
  });
  return problems;
}

export function validateSettings(draft: QuizDraft): QuizProblem[] {
  const problems: QuizProblem[] = [];
  if (!isFilled(draft.name)) problems.push(problem('name', 'quizNameRequired', 'The quiz needs a name'));
  if (isBlankNumber(draft.passGrade)) {
    problems.push(problem('passGrade', 'passGradeRequired', 'The pass grade is required'));
  }
  for (const setting of ['passGrade', 'gradeReduction', 'allowedTime', 'maxGradeExternal'] as const) {
    const value = draft[setting];
    if (!isBlankNumber(value) && !isNonNegativeInteger(trimmed(value))) {
      problems.push(problem(setting, 'mustBeNonNegativeInteger', `${setting} must be a whole number, 0 or above`));
    }
  }
  return problems;
}

/**
 * The rules of one question at `path` (e.g. `sections.1.questions.0`). In a
 * form nothing is graded, so a single-choice question needs no correct choice.
 */
export function validateQuestion(question: QuestionDraft, path: string, context: { isForm: boolean }): QuizProblem[] {
  const problems: QuizProblem[] = [];
  if (question.type !== 2 && !isFilled(question.text)) {
    problems.push(problem(`${path}.text`, 'questionTextRequired', 'The question needs a text'));
  }
  if (!isBlankNumber(question.weight) && !isNonNegativeInteger(trimmed(question.weight))) {
    const message = 'The weight must be a whole number, 0 or above';
    problems.push(problem(`${path}.weight`, 'mustBeNonNegativeInteger', message));
  }
  switch (question.type) {
    case 0:
      if (!isFilled(question.choices[0])) {
        problems.push(problem(`${path}.choices.0`, 'firstChoiceRequired', 'The first choice is required'));
      }
      if (!context.isForm && !isChoiceNumber(question.correctAnswer, question.choices)) {
        problems.push(problem(`${path}.correctAnswer`, 'correctChoiceRequired', 'Choose the correct choice'));
      }
      break;
    case 1:
      if (question.validationRegex && !compilesAsRegex(question.validationRegex, question.regexG === true)) {
        problems.push(problem(`${path}.validationRegex`, 'invalidRegex', 'The regular expression does not compile'));
      }
      break;
    case 2:
      problems.push(...spaceFieldProblems(question.fields, `${path}.fields`));
      break;
  }
  return problems;
}

function isChoiceNumber(correctAnswer: number | undefined, choices: readonly string[]): boolean {
  return (
    correctAnswer !== undefined &&
    Number.isInteger(correctAnswer) &&
    correctAnswer >= 1 &&
    correctAnswer <= choices.length &&
    isFilled(choices[correctAnswer - 1])
  );
}

/** Answers are checked with a fresh RegExp and the global flag when regexG, so the rule compiles it the same way. */
export function compilesAsRegex(source: string, global: boolean): boolean {
  try {
    new RegExp(source, global ? 'g' : '');
    return true;
  } catch (_invalidRegex) {
    return false;
  }
}

// A space needs an accepted answer, or nobody could ever fill it correctly;
// accepted answers are compared without diacritics, so none may have them.
function spaceFieldProblems(fields: readonly SpacePart[], path: string): QuizProblem[] {
  const problems: QuizProblem[] = [];
  if (!fields.some((field) => field.type === 'text' && isFilled(field.value))) {
    problems.push(problem(path, 'textPartRequired', 'Add a text part'));
  }
  if (!fields.some((field) => field.type === 'space')) {
    problems.push(problem(path, 'spaceRequired', 'Add a space to complete'));
  }
  fields.forEach((field, index) => {
    if (field.type !== 'space') return;
    if (!field.values.some(isFilled)) {
      problems.push(problem(`${path}.${index}.values`, 'spaceAnswerRequired', 'A space needs an accepted answer'));
    }
    field.values.forEach((value, valueIndex) => {
      if (!hasNoArabicDiacritics(value)) {
        problems.push(
          problem(`${path}.${index}.values.${valueIndex}`, 'diacriticsNotAllowed', 'Remove the Arabic diacritics'),
        );
      }
    });
  });
  return problems;
}

// ---------------------------------------------------------------- cleaning

/**
 * Removes blank choices (run on every change of a choice). What hangs on a
 * choice's position moves with it: a single-choice correctAnswer is
 * renumbered (and cleared if its choice was the blank one), possibleAnswers
 * and courseLinks lose the same entries. Writing questions' possibleAnswers
 * are accepted answers, not per choice, and are left alone.
 */
export function cleanChoices<Q extends QuestionDraft>(question: Q): Q {
  if (!('choices' in question) || !Array.isArray(question.choices)) return question;
  const kept = question.choices.flatMap((choice, index) => (isFilled(choice) ? [index] : []));
  if (kept.length === question.choices.length) return question;
  const pick = <T>(values: readonly T[]) => kept.filter((index) => index < values.length).map((index) => values[index]);
  const cleaned: Record<string, unknown> = { ...question, choices: pick(question.choices) };
  if ('possibleAnswers' in question && Array.isArray(question.possibleAnswers)) {
    cleaned.possibleAnswers = pick(question.possibleAnswers);
  }
  if ('courseLinks' in question && Array.isArray(question.courseLinks)) {
    cleaned.courseLinks = pick(question.courseLinks);
  }
  if (question.type === 0 && question.correctAnswer !== undefined) {
    const position = kept.indexOf(question.correctAnswer - 1);
    cleaned.correctAnswer = position === -1 ? undefined : position + 1;
  }
  return cleaned as Q;
}

/** Drops blank text parts and blank accepted answers; spaces stay, so one left without answers is reported. */
export function cleanSpaceFields(fields: readonly SpacePart[]): SpacePart[] {
  return fields.flatMap((field): SpacePart[] => {
    if (field.type === 'text') return isFilled(field.value) ? [field] : [];
    return [{ ...field, values: field.values.filter(isFilled) }];
  });
}

// ---------------------------------------------------------------- submit

export type SaveQuizResult =
  | { ok: true; quiz: Quiz; totalWeight: number }
  | { ok: false; error: Extract<ErrorCode, 'invalid_data_entry' | 'passGrade_too_high'>; problems: QuizProblem[] };

/**
 * The submit step: weights below 1 or missing become 0, blank choices and
 * blank complete-the-spaces parts go, then every rule and the document's
 * shape are checked (any problem: invalid_data_entry). The total weight
 * counts a complete-the-spaces question as weight × spaces, as learners see
 * it and as it is scored (questionMaxScore). The pass grade may not exceed it,
 * or maxGradeExternal (none counts as 0) when grades are external
 * (passGrade_too_high).
 */
export function prepareQuizForSave(input: QuizDraft): SaveQuizResult {
  const wrongShape = draftShapeProblems(input);
  if (wrongShape.length > 0) return { ok: false, error: 'invalid_data_entry', problems: wrongShape };
  // a legacy document without a version is read as parseQuiz reads it
  const draft = withVersion(input) as QuizDraft;
  const prepared = preparedDraft(draft);
  const problems = validateQuizDraft(prepared);
  const parsed = parseQuiz(prepared);
  // A field the editor's rules already flag is not reported twice.
  if (!parsed.ok) {
    problems.push(...parsed.problems.filter(({ path }) => !problems.some((known) => known.path === path)));
  }
  if (!parsed.ok || problems.length > 0) return { ok: false, error: 'invalid_data_entry', problems };

  const { quiz } = parsed;
  const totalWeight = questionsOf(quiz).reduce((total, question) => total + questionMaxScore(question), 0);
  const highest = quiz.externalGrades ? (quiz.maxGradeExternal ?? 0) : totalWeight;
  if (quiz.passGrade > highest) {
    const message = `The pass grade ${quiz.passGrade} is above the highest grade ${highest}`;
    return { ok: false, error: 'passGrade_too_high', problems: [problem('passGrade', 'passGrade_too_high', message)] };
  }
  return { ok: true, quiz, totalWeight };
}

export function questionsOf(quiz: QuizContent): Question[] {
  return quiz.version === 0 ? quiz.questions : quiz.sections.flatMap((section) => section.questions);
}

function preparedDraft(draft: QuizDraft): QuizDraft {
  const settings = {
    ...draft,
    passGrade: savedNumber(draft.passGrade) ?? undefined,
    gradeReduction: savedNumber(draft.gradeReduction) ?? undefined,
    allowedTime: savedNumber(draft.allowedTime),
    maxGradeExternal: savedNumber(draft.maxGradeExternal),
  };
  if (settings.version === 0) return { ...settings, questions: settings.questions.map(preparedQuestion) };
  return {
    ...settings,
    sections: settings.sections.map((section) => ({ ...section, questions: section.questions.map(preparedQuestion) })),
  };
}

function preparedQuestion(question: QuestionDraft): QuestionDraft {
  const cleaned = cleanChoices({ ...question, weight: savedWeight(question.weight) });
  return cleaned.type === 2 ? { ...cleaned, fields: cleanSpaceFields(cleaned.fields) } : cleaned;
}

/** Missing, blank or below 1 (negative and fractional ones too): 0. Other text is kept for the rules to report. */
function savedWeight(weight: NumberInput): NumberInput {
  if (isBlankNumber(weight)) return 0;
  const value = Number(trimmed(weight));
  if (Number.isFinite(value) && value < 1) return 0;
  return isNonNegativeInteger(trimmed(weight)) ? value : weight;
}

/** Blank: null. Digits: their number. Anything else is kept for the rules to report. */
function savedNumber(value: NumberInput): NumberInput {
  if (isBlankNumber(value)) return null;
  return isNonNegativeInteger(trimmed(value)) ? Number(trimmed(value)) : value;
}

function isBlankNumber(value: NumberInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function trimmed(value: number | string): number | string {
  return typeof value === 'string' ? value.trim() : value;
}

function problem(path: string, code: EditorProblemCode | 'passGrade_too_high', message: string): QuizProblem {
  return { path, code, message };
}
