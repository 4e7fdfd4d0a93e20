// Asking for a results file (admin/getResults): the account's from the
// toolbar, a quiz's or a program's from the tree's rows.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { usePendingCalls } from '../../account/activity/PendingCalls.tsx';
import { globalIdOf } from '../../../relay/globalIds.ts';
import { useResultsJobs } from './ResultsJobs.tsx';
import { useRequestResultsFileMutation } from './mutations/RequestResultsFileMutation.ts';
import type { ResultsFormat, ResultsLevel } from './mutations/__generated__/RequestResultsFileMutation.graphql.ts';

export type { ResultsFormat, ResultsLevel };

const TYPE_OF_LEVEL = { ACCOUNT: 'Account', QUIZ: 'Quiz', PROGRAM: 'Program' } as const;

/**
 * The request of one results file (the account's: id null; a quiz's or a
 * program's: its own id, as the other inputs take it). Under the loading
 * overlay; on success the beNotifiedFile message and the job followed until its
 * file downloads; on failure the error's message. Resolves to whether the job
 * was started. The file's headers are in the language of the screen (an Arabic
 * file's sheets run right to left).
 */
export function useRequestResults(level: ResultsLevel, id: string | null): (format?: ResultsFormat) => Promise<boolean> {
  const requestFile = useRequestResultsFileMutation();
  const track = usePendingCalls();
  const feedback = useFeedback();
  const jobs = useResultsJobs();
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'EN' : 'AR';
  return useCallback(
    async (format: ResultsFormat = 'XLSX') => {
      // the quiz's, program's or account's row id, sent as its global id
      const target = id === null ? null : globalIdOf(TYPE_OF_LEVEL[level as keyof typeof TYPE_OF_LEVEL], id);
      const outcome = await track(requestFile({ level, id: target, format, language }));
      if (!outcome.ok) {
        feedback.failure(outcome.code);
        return false;
      }
      feedback.success('notifications.beNotifiedFile');
      jobs.follow(outcome.data.job.id);
      return true;
    },
    [level, id, language, track, requestFile, feedback, jobs],
  );
}
