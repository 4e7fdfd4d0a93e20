// What the examinee calls take, as schemas (docs/architecture.md, "An
// input"): a batch of private users' e-mails and a batch of quiz entries.
// The shapes are checked here, naming the list or the item at fault
// ('examinees.3', 'entries.0') as the services answered; whether an e-mail is
// one is the batch's rule (server/services/examinees/emailList.ts), which
// names every invalid e-mail of the batch at once.
import { z } from 'zod';
import { normalizeEmail } from '../validation/email.ts';
import { rowId } from '../validation/rowIds.ts';

const invalid = { error: 'invalid_data_entry' } as const;

/** entries per admin/deleteMultipleUserQuizEntries call */
export const QUIZ_ENTRIES_PER_CALL = 1000;

/** A list of texts; an item that is not one is refused as `<field>.<index>`. */
const texts = (field: string) =>
  z.array(z.unknown(), invalid).transform((list, context) => {
    const index = list.findIndex((item) => typeof item !== 'string');
    if (index < 0) return list as string[];
    context.addIssue({ code: 'custom', message: 'invalid_data_entry', path: [`${field}.${index}`] });
    return z.NEVER;
  });

/** admin/setExaminees: the quiz, then its private users' e-mails (the batch's size and e-mails are the service's rule). */
export const examineesUpload = z.object({ quizId: rowId, examinees: texts('examinees') });

export interface QuizEntry {
  /** trimmed and lower-cased; whether it is an e-mail is checked with the batch */
  email: string;
  quizId: string;
}

/** One learner's entry of a quiz: an e-mail and a quiz id, both text. */
const isRawEntry = (entry: unknown): entry is { email: string; quizId: string } =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { email?: unknown }).email === 'string' &&
  typeof (entry as { quizId?: unknown }).quizId === 'string' &&
  (entry as { quizId: string }).quizId !== '';

/** Quiz entries [{ email, quizId }], at most QUIZ_ENTRIES_PER_CALL; an entry of another shape is refused as `entries.<index>`. */
export const quizEntryList = z
  .array(z.unknown(), invalid)
  .max(QUIZ_ENTRIES_PER_CALL, invalid)
  .transform((list, context): QuizEntry[] => {
    const index = list.findIndex((entry) => !isRawEntry(entry));
    if (index < 0) return (list as { email: string; quizId: string }[]).map(({ email, quizId }) => ({ email: normalizeEmail(email), quizId }));
    context.addIssue({ code: 'custom', message: 'invalid_data_entry', path: [`entries.${index}`] });
    return z.NEVER;
  });

/**
 * deleteQuizEntries' entries, whose quiz ids the Relay plugin has decoded
 * (GraphQL's types checked the rest): the same limit and e-mail normalising.
 */
export const decodedQuizEntryList = z
  .array(z.object({ email: z.string(), quizId: z.object({ id: z.string() }) }), invalid)
  .max(QUIZ_ENTRIES_PER_CALL, invalid)
  .transform((list): QuizEntry[] => list.map(({ email, quizId }) => ({ email: normalizeEmail(email), quizId: quizId.id })));

/** admin/deleteMultipleUserQuizEntries. */
export const quizEntriesDeletion = z.object({ entries: quizEntryList });
