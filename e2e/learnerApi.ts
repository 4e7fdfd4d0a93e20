// A learner's legacy user/ calls, as the legacy client makes them (the body
// names the learner by e-mail, no token): a journey registers a learner and
// has them submit a quiz without walking the quiz screens, which other
// journeys cover (quizTaking.e2e.ts, accountEditing.e2e.ts).
import type { NewLearner } from './learnerEntry.ts';

interface RestAnswer<T> {
  data?: T & { error?: string };
}

async function userCall<T>(url: string, path: string, body: object): Promise<T> {
  const response = await fetch(new URL(`/user/${path}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as RestAnswer<T>;
  if (!response.ok || !answer.data || answer.data.error) throw new Error(`user/${path} ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Registers the learner with the organisation, accepting the policy and the terms as the entry screen does. */
export async function registerLearner(url: string, learner: NewLearner): Promise<void> {
  await userCall<boolean>(url, 'setUserInfo', { ...learner, repeatEmail: learner.email, privacyPolicyAccepted: true, termsAccepted: true });
}

/** The answers of a submission, by question id, in the shape the quiz engine reads (`{ selectedAnswer }`, `{ textAnswer }`, …). */
export type Answers = Record<string, Record<string, unknown>>;

/** Opens the quiz for the learner and submits `answers`; resolves to the result the server graded. */
export async function submitQuiz(url: string, email: string, quizId: string, answers: Answers): Promise<{ result: number; maxGrade: number }> {
  const opened = await userCall<{ attempt: { id: string } }>(url, 'takeQuiz', { email, quizId });
  return userCall(url, 'submitQuiz', { email, quizId, attemptId: opened.attempt.id, answers, submitKey: `e2e-${quizId}-${email}` });
}

/** The learner's own result of a quiz (user/getUserQuizResult). */
export async function quizResultOf(url: string, email: string, quizId: string): Promise<{ result: number | null; maxGrade: number }> {
  return userCall(url, 'getUserQuizResult', { email, quizId });
}

/** The seeded "Introduction quiz" (prisma/seedQuiz.ts), all right but the colour: 2 of 3. */
export const INTRODUCTION_QUIZ = {
  name: 'Introduction quiz',
  program: 'Getting started',
  folder: 'Assessment',
  maxGrade: 3,
  answers: {
    'q-capital': { selectedAnswer: 2 },
    'q-color': { textAnswer: 'purple' },
    'q-primes': { checkedAnswers: [true, false, true] },
  } satisfies Answers,
  result: 2,
} as const;
