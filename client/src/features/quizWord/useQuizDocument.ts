import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { parseQuiz } from '../../../../domain/quiz/document.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import type { useQuizDocumentQuery } from './__generated__/useQuizDocumentQuery.graphql.ts';

const query = graphql`
  query useQuizDocumentQuery($quizId: String!) {
    quizDocument(quizId: $quizId) {
      __typename
      ... on AppError {
        code
      }
      ... on QueryQuizDocumentSuccess {
        data {
          document
        }
      }
    }
  }
`;

export type QuizDocumentLoad = { ok: true; quiz: Quiz } | { ok: false; code: string };

/**
 * Reads a quiz of the owner's account whole, as the editor does. fetchQuery
 * rather than a suspending query: a failure is a message on the account
 * home, not a broken screen.
 */
export function useQuizDocument(): (quizId: string) => Promise<QuizDocumentLoad> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (quizId) => {
      try {
        const data = await fetchQuery<useQuizDocumentQuery>(environment, query, { quizId }, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' }).toPromise();
        const answer = data?.quizDocument;
        if (answer?.__typename === 'AppError') return { ok: false, code: answer.code };
        if (answer?.__typename !== 'QueryQuizDocumentSuccess') return { ok: false, code: 'unknown' };
        const parsed = parseQuiz(answer.data.document);
        return parsed.ok ? { ok: true, quiz: parsed.quiz } : { ok: false, code: 'unknown' };
      } catch {
        return { ok: false, code: 'unknown' };
      }
    },
    [environment],
  );
}
