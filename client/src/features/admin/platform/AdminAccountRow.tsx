import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import KeyIcon from '@mui/icons-material/Key';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../../shell/userText/UserText.tsx';
import type { AdminAccountRow_account$key } from './__generated__/AdminAccountRow_account.graphql.ts';
import { useSetAccountStorageMutation } from './mutations/SetAccountStorageMutation.ts';
import { organizationErrors } from './platformErrors.ts';

interface Props {
  accountRef: AdminAccountRow_account$key;
  onMove: (account: { id: string; alias: string }) => void;
  onResetLink: (account: { id: string; alias: string }) => void;
  onNotice: (severity: 'success' | 'error', key: string) => void;
  busy: boolean;
}

/** One account of an organisation: its id, Enable Video, Storage Bucket and Url with one Save, move and reset link. */
export function AdminAccountRow({ accountRef, onMove, onResetLink, onNotice, busy }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const account = useFragment(
    graphql`
      fragment AdminAccountRow_account on Account {
        id
        alias
        username
        enableVideo
        storageBucket
        storageUrl
      }
    `,
    accountRef,
  );
  const [enableVideo, setEnableVideo] = useState(account.enableVideo);
  const [bucket, setBucket] = useState(account.storageBucket ?? '');
  const [url, setUrl] = useState(account.storageUrl ?? '');
  const [errors, setErrors] = useState<{ storageBucket?: string; storageUrl?: string }>({});
  const [save, saving] = useSetAccountStorageMutation();

  const onSave = async () => {
    setErrors({});
    const outcome = await save({ accountId: account.id, enableVideo, storageBucket: bucket, storageUrl: url });
    if (outcome.ok) return onNotice('success', 'platformAdmin.account.saved');
    const { field, key } = organizationErrors(outcome);
    if (field === 'storageBucket' || field === 'storageUrl') setErrors({ [field]: key });
    onNotice('error', key);
  };

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h3">
        <UserText>{account.alias}</UserText>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('platformAdmin.account.id')}: <bdi>{account.id}</bdi>
        {account.username && (
          <>
            {' · '}
            {t('platformAdmin.account.owner')}: <bdi>{account.username}</bdi>
          </>
        )}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <FormControlLabel
          control={<Switch checked={enableVideo} onChange={(event) => setEnableVideo(event.target.checked)} />}
          label={t('platformAdmin.account.enableVideo')}
          sx={{ flexShrink: 0 }}
        />
        <TextField
          size="small"
          label={t('platformAdmin.account.storageBucket')}
          value={bucket}
          onChange={(event) => setBucket(event.target.value)}
          error={Boolean(errors.storageBucket)}
          helperText={errors.storageBucket ? t(errors.storageBucket) : undefined}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          size="small"
          type="url"
          label={t('platformAdmin.account.storageUrl')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(errors.storageUrl)}
          helperText={errors.storageUrl ? t(errors.storageUrl) : undefined}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ flexGrow: 2 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={() => void onSave()}>
          {t('platformAdmin.account.save')}
        </Button>
        <Button startIcon={<DriveFileMoveIcon />} disabled={busy} onClick={() => onMove(account)}>
          {t('platformAdmin.account.move')}
        </Button>
        <Button startIcon={<KeyIcon />} disabled={busy} onClick={() => onResetLink(account)}>
          {t('platformAdmin.account.resetLink')}
        </Button>
      </Stack>
    </Paper>
  );
}
