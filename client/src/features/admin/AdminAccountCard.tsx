import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { DetailRow } from '../shell/DetailRow.tsx';
import type { AdminAccountCard_account$key } from './__generated__/AdminAccountCard_account.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';

// Video and storage settings become editable with the admin tools of a later issue.
export function AdminAccountCard({ accountRef }: { accountRef: AdminAccountCard_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment AdminAccountCard_account on Account {
        id
        alias
        enableVideo
        storageBucket
        storageUrl
      }
    `,
    accountRef,
  );
  const notSet = t('common.notSet');
  return (
    <Paper variant="outlined" component="article" aria-label={account.alias} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3">
        <UserText>{account.alias}</UserText>
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={t('adminHome.accountId')}>
          <bdi>{account.id}</bdi>
        </DetailRow>
        <DetailRow label={t('adminHome.enableVideo')}>{t(account.enableVideo ? 'common.yes' : 'common.no')}</DetailRow>
        <DetailRow label={t('adminHome.storageBucket')}>
          <bdi>{account.storageBucket ?? notSet}</bdi>
        </DetailRow>
        <DetailRow label={t('adminHome.storageUrl')}>
          <bdi>{account.storageUrl ?? notSet}</bdi>
        </DetailRow>
      </Box>
    </Paper>
  );
}
