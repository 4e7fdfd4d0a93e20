// A new token: name, scope and expiry. The secret the server answers is shown
// once, with a copy button; it cannot be read again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useCreateApiTokenMutation } from './mutations/CreateApiTokenMutation.ts';

const MAX_DAYS = 365;

/** `ownerId`: the store id of the account or organisation whose list the new token joins. */
export function CreateApiTokenForm({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const createApiToken = useCreateApiTokenMutation(ownerId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'READ_ONLY' | 'READ_WRITE'>('READ_ONLY');
  const [days, setDays] = useState('90');
  const [error, setError] = useState<{ code: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async () => {
    setBusy(true);
    const outcome = await createApiToken({ name, scope, expiresInDays: Number(days) });
    setBusy(false);
    if (!outcome.ok) return setError({ code: outcome.code, field: outcome.field });
    setError(null);
    setName('');
    setCopied(false);
    setSecret(outcome.data.secret);
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  const fieldError = (field: string) => (error && error.field === field ? t(errorMessageKey(error.code)) : undefined);

  return (
    <Stack spacing={2} component="section" aria-label={t('apiTokens.create')}>
      {secret && (
        <Alert severity="success" action={<Button onClick={() => void copy()}>{t(copied ? 'apiTokens.copied' : 'apiTokens.copy')}</Button>}>
          {t('apiTokens.secretOnce')}
          <Box component="code" data-testid="api-token-secret" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', direction: 'ltr' }}>
            {secret}
          </Box>
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          required
          label={t('apiTokens.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField select label={t('apiTokens.scope')} value={scope} onChange={(event) => setScope(event.target.value as typeof scope)}>
          <MenuItem value="READ_ONLY">{t('apiTokens.readOnly')}</MenuItem>
          <MenuItem value="READ_WRITE">{t('apiTokens.readWrite')}</MenuItem>
        </TextField>
        <TextField
          type="number"
          label={t('apiTokens.expiresInDays')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={Boolean(fieldError('expiresInDays'))}
          helperText={fieldError('expiresInDays') ?? t('apiTokens.expiresInDaysHint', { max: MAX_DAYS })}
          slotProps={{ htmlInput: { min: 1, max: MAX_DAYS } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {t('apiTokens.create')}
        </Button>
      </Box>
      {error && !error.field && <Alert severity="error">{t(errorMessageKey(error.code))}</Alert>}
    </Stack>
  );
}
