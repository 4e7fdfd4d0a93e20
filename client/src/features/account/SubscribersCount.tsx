import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccountSection } from './AccountSection.tsx';
import type { SubscribersCount_account$key } from './__generated__/SubscribersCount_account.graphql.ts';

/** How many learners registered with the account. */
export function SubscribersCount({ accountRef }: { accountRef: SubscribersCount_account$key }) {
  const { t } = useTranslation();
  const { usersCount } = useFragment(
    graphql`
      fragment SubscribersCount_account on Account {
        usersCount
      }
    `,
    accountRef,
  );
  return (
    <AccountSection heading={t('accountHome.subscribers.heading')}>
      <Typography variant="h4" component="p">
        {usersCount}
      </Typography>
    </AccountSection>
  );
}
