// The manual grading template of a quiz (issue 30), fetched when the owner
// asks for it and saved as a .csv: a row per learner who submitted, a column
// per question graded by hand headed by its number in the quiz editor and its
// text. The server writes it (UTF-8 with a byte-order mark, as results files);
// the headers of e-mail and name are in the language of the screen.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../../relay/requestHeaders.ts';
import { downloadBlob, downloadFileName } from '../../../../storage/downloadFile.ts';
import type { useManualGradesTemplateQuery } from './__generated__/useManualGradesTemplateQuery.graphql.ts';

const query = graphql`
  query useManualGradesTemplateQuery($quizId: ID!, $language: ResultsLanguage) {
    manualGradesTemplate(quizId: $quizId, language: $language) {
      __typename
      ... on AppError {
        code
      }
      ... on QueryManualGradesTemplateSuccess {
        data
      }
    }
  }
`;

export type TemplateDownload = { ok: true } | { ok: false; code: string };

/** Downloads the template of the quiz (its global id) as `<file name>.csv`; answers the error code when it cannot. */
export function useManualGradesTemplate(): (quizId: string, fileName: string) => Promise<TemplateDownload> {
  const environment = useRelayEnvironment();
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'EN' : 'AR';
  return useCallback(
    async (quizId, fileName) => {
      try {
        // from the server each time: a file of the grades as they are now, never the store's
        const options = { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' } as const;
        const data = await fetchQuery<useManualGradesTemplateQuery>(environment, query, { quizId, language }, options).toPromise();
        const answer = data?.manualGradesTemplate;
        if (answer?.__typename === 'AppError') return { ok: false, code: answer.code };
        if (answer?.__typename !== 'QueryManualGradesTemplateSuccess') return { ok: false, code: 'unknown' };
        downloadBlob(new Blob([answer.data], { type: 'text/csv;charset=utf-8' }), downloadFileName(fileName, 'csv', 'grades'));
        return { ok: true };
      } catch {
        return { ok: false, code: 'unknown' };
      }
    },
    [environment, language],
  );
}
