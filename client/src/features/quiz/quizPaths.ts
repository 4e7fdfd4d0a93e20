// The quiz screens' URLs, in the legacy names: /QuizView, /QuizAnswerView and
// /Info, each with its values in the query.
import { globalIdOf } from '../../relay/globalIds.ts';

function withQuery(path: string, values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Shared links carry a GraphQL id, or the raw quiz id of older links; the screens use the GraphQL id. */
export const quizGlobalId = (code: string): string => globalIdOf('Quiz', code);

export function quizViewPath({ quizId, isForm, accountId }: { quizId: string; isForm?: boolean; accountId?: string | null }): string {
  return withQuery('/QuizView', { quiz: quizId, isForm: isForm ? 'true' : null, accountId });
}

/** Why the result is shown instead of the quiz: the server's answer on opening it. */
export type ResultReason = 'userAlreadyExamined' | 'quizNotActive' | 'quizTimeExpired';

/** isForm names a form in the screen's texts while there is no answer to tell it by (a quiz otherwise). */
export function quizAnswerPath({ quizId, reason, isForm }: { quizId: string; reason?: ResultReason | null; isForm?: boolean }): string {
  return withQuery('/QuizAnswerView', { quiz: quizId, reason, isForm: isForm ? 'true' : null });
}

export type InfoKind = 'result' | 'received' | 'registered';

export interface InfoValues {
  kind: InfoKind;
  quizId?: string;
  name?: string;
  result?: number | null;
  maxGrade?: number | null;
  link?: string | null;
  message?: string | null;
  backUrl?: string | null;
}

export function infoPath(values: InfoValues): string {
  return withQuery('/Info', {
    kind: values.kind,
    quiz: values.quizId,
    name: values.name,
    result: values.result,
    max: values.maxGrade,
    link: values.link,
    message: values.message,
    backUrl: values.backUrl,
  });
}
