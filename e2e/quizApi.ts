// The account owner's quizzes over the GraphQL API: a journey finds a seeded
// quiz's id, or rewrites its content to hold what the journey needs.
import { adminToken, graphql } from './adminApi.ts';
import { demo, SEED_PASSWORD } from './harness.ts';

interface AccountQuizzes {
  viewer: { account: { quizzes: { quizId: string; name: string }[] } | null };
}

/** The id of the seeded owner's quiz named `name`. */
export async function quizIdOf(url: string, name: string): Promise<string> {
  const token = await adminToken(url, demo.accountOwner, SEED_PASSWORD);
  const { viewer } = await graphql<AccountQuizzes>(url, '{ viewer { account { quizzes { quizId name } } } }', {}, token);
  const quiz = viewer.account?.quizzes.find((candidate) => candidate.name === name);
  if (!quiz) throw new Error(`the owner has no quiz named ${name}`);
  return quiz.quizId;
}

interface QuizDocument {
  quizDocument: { __typename: string; code?: string; data?: { revision: number; document: QuizContent } };
}

interface SaveQuiz {
  saveQuiz: { __typename: string; code?: string; message?: string };
}

export interface QuizContent {
  sections: { id: string; name: string; questions: Record<string, unknown>[] }[];
  [setting: string]: unknown;
}

/** Saves the seeded owner's quiz `name` with its content changed by `change`, as the editor does. */
export async function changeQuiz(url: string, name: string, change: (document: QuizContent) => QuizContent): Promise<void> {
  const quizId = await quizIdOf(url, name);
  const token = await adminToken(url, demo.accountOwner, SEED_PASSWORD);
  const { quizDocument } = await graphql<QuizDocument>(
    url,
    `query ($quizId: String!) {
      quizDocument(quizId: $quizId) {
        __typename
        ... on AppError { code }
        ... on QueryQuizDocumentSuccess { data { revision document } }
      }
    }`,
    { quizId },
    token,
  );
  if (!quizDocument.data) throw new Error(`quizDocument failed: ${quizDocument.code ?? quizDocument.__typename}`);
  const { saveQuiz } = await graphql<SaveQuiz>(
    url,
    `mutation ($input: SaveQuizInput!) {
      saveQuiz(input: $input) { __typename ... on AppError { code message } }
    }`,
    { input: { quizId, revision: quizDocument.data.revision, document: change(quizDocument.data.document) } },
    token,
  );
  if (saveQuiz.__typename !== 'MutationSaveQuizSuccess') throw new Error(`saveQuiz failed: ${saveQuiz.code ?? ''} ${saveQuiz.message ?? ''}`);
}
