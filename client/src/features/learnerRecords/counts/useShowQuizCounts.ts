// The tree's "examinees count" (admin spec §2): how many learners submitted
// answers (admin/getQuizAnswersCount's figure) and how many private users were
// uploaded, read fresh when asked, since uploads and deletions change them.
// The answer also refreshes the counts the tree holds.
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { usePendingCalls } from '../../account/activity/PendingCalls.tsx';
import type { useShowQuizCountsQuery } from './__generated__/useShowQuizCountsQuery.graphql.ts';

const query = graphql`
  query useShowQuizCountsQuery {
    viewer {
      account {
        id
        quizzes {
          quizId
          examineesCount
          answersCount
          privateExamineesCount
        }
      }
    }
  }
`;

export function useShowQuizCounts(): (quizId: string, name: string) => Promise<void> {
  const environment = useRelayEnvironment();
  const track = usePendingCalls();
  const feedback = useFeedback();
  return useCallback(
    async (quizId, name) => {
      const data = await track(
        fetchQuery<useShowQuizCountsQuery>(environment, query, {}, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' })
          .toPromise()
          .catch(() => undefined),
      );
      const quiz = data?.viewer?.account?.quizzes.find((each) => each.quizId === quizId);
      if (!quiz) return feedback.failure('unknown');
      feedback.info('learnerRecords.counts.examinees', { name, answers: quiz.answersCount, privateUsers: quiz.privateExamineesCount });
    },
    [environment, track, feedback],
  );
}
