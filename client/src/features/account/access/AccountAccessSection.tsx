import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccountSection } from '../AccountSection.tsx';
import { AccountSwitch } from './AccountSwitch.tsx';
import type { AccountAccessSection_account$key } from './__generated__/AccountAccessSection_account.graphql.ts';

/** What learners see: the account listed, open for changes, downloads allowed. */
export function AccountAccessSection({ accountRef }: { accountRef: AccountAccessSection_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment AccountAccessSection_account on Account {
        id
        isTimed
        hideAccountToQuiz
        accountClosed
        disableDownloads
      }
    `,
    accountRef,
  );
  return (
    <AccountSection heading={t('accountHome.access.heading')}>
      <AccountSwitch
        accountId={account.id}
        property="hideAccountToQuiz"
        checked={account.hideAccountToQuiz}
        label={t('accountHome.access.hideAccountToQuiz')}
        description={t('accountHome.access.hideAccountToQuizHint')}
      />
      {/* Spec §2: the switch is hidden for timed accounts. */}
      {!account.isTimed && (
        <AccountSwitch
          accountId={account.id}
          property="accountClosed"
          checked={account.accountClosed}
          label={t('accountHome.access.accountClosed')}
          description={t('accountHome.access.accountClosedHint')}
        />
      )}
      <AccountSwitch
        accountId={account.id}
        property="disableDownloads"
        checked={account.disableDownloads}
        label={t('accountHome.access.disableDownloads')}
        description={t('accountHome.access.disableDownloadsHint')}
      />
    </AccountSection>
  );
}
