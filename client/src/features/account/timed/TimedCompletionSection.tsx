import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccountSection } from '../AccountSection.tsx';
import { QuizCriteriaSelect } from '../QuizCriteriaSelect.tsx';
import { CompletionDaysField } from './CompletionDaysField.tsx';
import type { TimedCompletionSection_account$key } from './__generated__/TimedCompletionSection_account.graphql.ts';

/** Timed accounts only: how many days learners have, and which quizzes complete the account. */
export function TimedCompletionSection({ accountRef }: { accountRef: TimedCompletionSection_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment TimedCompletionSection_account on Account {
        isTimed
        timedAccountCompletionCriteria
        ...CompletionDaysField_account
        ...QuizCriteriaSelect_account
      }
    `,
    accountRef,
  );
  if (!account.isTimed) return null;
  return (
    <AccountSection heading={t('accountHome.timed.heading')}>
      <CompletionDaysField accountRef={account} />
      <QuizCriteriaSelect
        accountRef={account}
        property="timedAccountCompletionCriteria"
        selected={account.timedAccountCompletionCriteria}
        label={t('accountHome.timed.criteria')}
        saveLabel={t('accountHome.timed.saveCriteria')}
      />
    </AccountSection>
  );
}
