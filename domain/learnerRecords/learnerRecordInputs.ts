// What the users page's calls take (admin/getUserAccountAnswerEntries,
// deleteUserQuizEntry, deleteUserRegistration and their GraphQL twins). The
// account id is checked here; the e-mail is only typed: it was refused
// (invalid_data_entry, invalidEmail) after the account was found, and still
// is, by the service. One learner's quiz entry is checked as a batch of one,
// so a malformed one is named entries.0 as before.
import { z } from 'zod';
import { decodedQuizEntryList, quizEntryList } from '../examinees/examineeInputs.ts';
import { optionalRowId, rowId } from '../validation/rowIds.ts';

/** The learner's e-mail as sent: text, or null for anything else (the service refuses it in its place). */
const learnerEmail = z.string().nullable().catch(null);

/** admin/getUserAccountAnswerEntries: the account (an owner may leave it out: their own), then the learner's e-mail. */
export const learnerRecordsQuery = z.object({ accountId: optionalRowId, email: learnerEmail });

/** admin/deleteUserRegistration and deleteLearnerRegistration: the account is required. */
export const registrationDeletion = z.object({ accountId: rowId, email: learnerEmail });

/** admin/deleteUserQuizEntry: { email, quizId }, as the one entry of a batch. */
export const learnerQuizEntry = z.preprocess((body) => {
  const { email, quizId } = body as { email?: unknown; quizId?: unknown };
  return [{ email, quizId }];
}, quizEntryList);

/** deleteLearnerQuizEntry, its quiz id decoded by the Relay plugin: the one entry of a batch. */
export const decodedLearnerQuizEntry = z.preprocess((entry) => [entry], decodedQuizEntryList);
