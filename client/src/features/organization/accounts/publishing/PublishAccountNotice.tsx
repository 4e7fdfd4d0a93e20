// An unpublished account's state and its Publish button (issue 30): a new or
// cloned account is hidden from learners until its owner (AccountHome) or the
// holder (OrgHome's list) publishes it. Nothing shows once it is published.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishAccountMutation } from './PublishAccountMutation.ts';

interface Props {
  accountId: string;
  accountName: string;
  publishedAt: unknown;
  /** banner: a full-width notice (AccountHome); compact: a line under the name (OrgHome's table) */
  variant: 'banner' | 'compact';
}

export function PublishAccountNotice({ accountId, accountName, publishedAt, variant }: Props) {
  const { t } = useTranslation();
  const [publish, publishing] = usePublishAccountMutation();
  const [failed, setFailed] = useState(false);
  // undefined: not asked for; only a known unpublished account shows the notice
  if (publishedAt !== null) return null;
  const button = (
    <Button
      size="small"
      variant={variant === 'banner' ? 'contained' : 'outlined'}
      disabled={publishing}
      aria-label={t('orgAccounts.publishing.publishNamed', { name: accountName })}
      onClick={() => void publish(accountId).then((outcome) => setFailed(!outcome.ok))}
    >
      {t('orgAccounts.publishing.publish')}
    </Button>
  );
  const error = failed && (
    <Typography role="alert" variant="body2" color="error">
      {t('orgAccounts.publishing.failed')}
    </Typography>
  );
  if (variant === 'compact') {
    return (
      <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('orgAccounts.publishing.notPublished')}
        </Typography>
        {button}
        {error}
      </Stack>
    );
  }
  return (
    <Alert severity="warning" action={button}>
      {t('orgAccounts.publishing.notPublished')}
      {error}
    </Alert>
  );
}
