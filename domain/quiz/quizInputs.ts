// What a learner's quiz calls take, as schemas (docs/architecture.md, "An
// input"): opening a quiz, saving answers while it is taken, submitting, and
// reading a result. The REST paths and the GraphQL mutations parse with these
// at the edge, in the order the services checked them; the answers keep their
// own rules (answersInput.ts), refused with the path of the first problem
// ('answers.q1.selectedAnswer').
import { z } from 'zod';
import { deferred } from '../validation/deferredInput.ts';
import { answersFromQuizDocument, parseAnswers } from './answersInput.ts';
import type { Answers } from './types.ts';

const invalid = { error: 'invalid_data_entry' } as const;

/** The log entries one save may carry (version 2: the selections since the last save). */
export const MAX_LOG_ENTRIES_PER_SAVE = 500;

/** A row's id as the learner's calls carry it: non-empty text. */
const rowId = z.string(invalid).min(1, invalid);

/** Absent (undefined, null or '') is null. */
const absentAsNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);

/**
 * The whole answer map: required; refused naming the first problem's path
 * after 'answers' ('answers.q1.textAnswer'; 'answers.' when the map itself is
 * not one), as the quiz screen's saves were answered.
 */
export const answersField = z
  .unknown()
  .optional()
  .transform((value, context): Answers => {
    const parsed = value === undefined ? null : parseAnswers(value);
    if (parsed?.ok) return parsed.answers;
    // the whole path is one field: the issue's last key is what the refusal names
    context.addIssue({ code: 'custom', message: 'invalid_data_entry', path: parsed ? [`answers.${parsed.path}`] : [] });
    return z.NEVER;
  });

/** A submit's retry key: none, or text of at most 100 characters. */
export const submitKeyField = z.preprocess(absentAsNull, z.string(invalid).max(100, invalid).nullable());

/** The attempt a submit closes: none (the legacy client's open attempt), or its id. */
export const attemptChoice = z.preprocess(absentAsNull, z.string(invalid).nullable());

/** user/takeQuiz, user/getUserQuizResult: the quiz (the e-mail is the learner's own, checked apart). */
export const quizChoice = z.object({ quizId: rowId, email: z.unknown().optional() });

/** user/getUserResults: the account whose results the learner reads. */
export const accountResultsChoice = z.object({ accountId: rowId, email: z.unknown().optional() });

/** user/saveQuizAnswers and saveQuizDraft: the attempt, the save's number (from 1), the answers, the selections' log. */
export const draftSave = z.object({
  attemptId: rowId,
  seq: z.number(invalid).int(invalid).min(1, invalid).max(Number.MAX_SAFE_INTEGER, invalid),
  answers: answersField,
  log: z.preprocess((value) => value ?? [], z.array(z.unknown(), invalid).max(MAX_LOG_ENTRIES_PER_SAVE, invalid)),
});

export type DraftSave = z.output<typeof draftSave>;

const recordOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The legacy client's { quiz } document: its id and the answers written into its questions, where the body has none. */
const withLegacyDocument = (body: unknown) => {
  const fields = recordOf(body) ?? {};
  const quiz = recordOf(fields.quiz);
  return { ...fields, quizId: fields.quizId ?? quiz?.id ?? quiz?._id, answers: fields.answers ?? (quiz ? answersFromQuizDocument(quiz) : undefined) };
};

/** What a submit carries besides its quiz, in the order it is checked: the answers, the retry key, then the attempt. */
const submissionFields = { answers: answersField, submitKey: submitKeyField, attemptId: attemptChoice, email: z.unknown().optional() };

/** user/submitQuiz: { quizId, attemptId, answers, submitKey }, or the legacy { quiz } document. */
export const quizSubmission = z.preprocess(
  withLegacyDocument,
  z.object({ answers: answersField, submitKey: submitKeyField, quizId: rowId, attemptId: attemptChoice, email: z.unknown().optional() }),
);

export type QuizSubmission = z.output<typeof quizSubmission>;

/**
 * user/registerUserToAccount: the account (whose registration form is the quiz, checked by the service) and the submit.
 * The account id is text, refused after the e-mail is found to be the learner's (settled by the route).
 */
export const registrationSubmission = z.preprocess(withLegacyDocument, z.object({ ...submissionFields, accountId: deferred(z.string(invalid)) }));
