import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { LearnerRecordsView } from './LearnerRecordsView.tsx';
import type { LearnerRecordsResultQuery } from './__generated__/LearnerRecordsResultQuery.graphql.ts';

export const learnerRecordsQuery = graphql`
  query LearnerRecordsResultQuery($accountId: ID!, $email: String!) {
    learnerRecords(accountId: $accountId, email: $email) {
      __typename
      ... on AppError {
        code
      }
      ... on InvalidEmailsError {
        code
      }
      ... on QueryLearnerRecordsSuccess {
        data {
          ...LearnerRecordsView_records
        }
      }
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<LearnerRecordsResultQuery>;
  accountId: string;
  /** read the records again after a change */
  onChanged: () => void;
}

/** The learner found, or why not (userNotFound: nobody of that e-mail in the account). */
export function LearnerRecordsResult({ queryRef, accountId, onChanged }: Props) {
  const { t } = useTranslation();
  const { learnerRecords } = usePreloadedQuery<LearnerRecordsResultQuery>(learnerRecordsQuery, queryRef);
  if (learnerRecords.__typename === 'QueryLearnerRecordsSuccess') {
    return <LearnerRecordsView recordsRef={learnerRecords.data} accountId={accountId} onChanged={onChanged} />;
  }
  const code = learnerRecords.__typename === '%other' ? null : learnerRecords.code;
  if (code === 'userNotFound') {
    return (
      <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
        <IsolatedSentence i18nKey="usersPage.notFound" values={{ email: queryRef.variables.email }} />
      </Alert>
    );
  }
  return <Alert severity="error">{t(errorMessageKey(code))}</Alert>;
}
