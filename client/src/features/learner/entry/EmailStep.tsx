import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, normalizeEmail } from '../../../../../domain/validation/index.ts';
import { errorTextKeys } from '../../../i18n/errorTextKeys.ts';
import { withChunkTimeout } from '../../../routes/chunkLoading.ts';
import { EmailField } from './EmailField.tsx';

// Shown only after a refusal: MUI's Alert, with its icons, is not part of the first visit.
const Alert = lazy(withChunkTimeout(() => import('@mui/material/Alert')));

interface Props {
  initialEmail: string;
  /** the server's refusal of the last e-mail sent on */
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** a well-formed e-mail, normalised */
  onEmail: (email: string) => void;
}

/** The e-mail step of the learner sign-in: checked in the browser first (domain/validation), then sent on. */
export function EmailStep({ initialEmail, failure, busy, submitLabel, onEmail }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [invalidEmail, setInvalidEmail] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeEmail(email);
    const valid = isEmail(normalized);
    setInvalidEmail(!valid);
    if (valid) onEmail(normalized);
  };

  const shownFailure = invalidEmail ? 'invalid_data_entry' : failure;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {shownFailure && (
        <Suspense fallback={null}>
          <Alert severity="error">{t(errorTextKeys(shownFailure))}</Alert>
        </Suspense>
      )}
      <EmailField
        id="learner-sign-in-email"
        label={t('learnerEntry.email')}
        value={email}
        onChange={setEmail}
        error={invalidEmail ? t('errors.invalidEmail') : null}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
