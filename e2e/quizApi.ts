// The account owner's quizzes over the legacy REST facade (the browser stack
// runs /graphql strict, for the web client's persisted operations only): a
// journey finds a seeded quiz's id, or rewrites its content to hold what the
// journey needs.
import { adminToken, rest } from './adminApi.ts';
import { demo, SEED_PASSWORD } from './harness.ts';

export interface QuizContent {
  sections: { id: string; name: string; questions: Record<string, unknown>[] }[];
  [setting: string]: unknown;
}

/** admin/getQuizzes' quiz: the editor's document with its id and revision */
type LegacyQuiz = QuizContent & { _id: string; name: string; revision: number };

async function ownerQuiz(url: string, token: string, name: string): Promise<LegacyQuiz> {
  const quizzes = await rest<LegacyQuiz[]>(url, 'getQuizzes', {}, token);
  const quiz = quizzes.find((candidate) => candidate.name === name);
  if (!quiz) throw new Error(`the owner has no quiz named ${name}`);
  return quiz;
}

/** The id of the seeded owner's quiz named `name`. */
export async function quizIdOf(url: string, name: string): Promise<string> {
  return (await ownerQuiz(url, await adminToken(url, demo.accountOwner, SEED_PASSWORD), name))._id;
}

/** Saves the seeded owner's quiz `name` with its content changed by `change`, as the editor does. */
export async function changeQuiz(url: string, name: string, change: (document: QuizContent) => QuizContent): Promise<void> {
  const token = await adminToken(url, demo.accountOwner, SEED_PASSWORD);
  const { _id, revision, ...document } = await ownerQuiz(url, token, name);
  await rest<boolean>(url, 'updateQuiz', { quiz: { ...change(document), _id, revision } }, token);
}
