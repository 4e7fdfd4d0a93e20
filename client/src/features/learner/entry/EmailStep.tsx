import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, normalizeEmail } from '../../../../../domain/validation/index.ts';
import { takeHandover } from '../../../firstScreen/handover.ts';
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

/**
 * The e-mail step of the learner sign-in: checked in the browser first
 * (domain/validation), then sent on. The first one shown after the prerendered
 * form of a first visit takes over what was typed there, its focus, and a
 * sign-in already asked for (firstScreen/handover.ts).
 */
export function EmailStep({ initialEmail, failure, busy, submitLabel, onEmail }: Props) {
  const { t } = useTranslation();
  const [handover] = useState(takeHandover);
  const [email, setEmail] = useState(handover?.email || initialEmail);
  const [invalidEmail, setInvalidEmail] = useState(false);

  const sendOn = (typed: string) => {
    const normalized = normalizeEmail(typed);
    const valid = isEmail(normalized);
    setInvalidEmail(!valid);
    if (valid) onEmail(normalized);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendOn(email);
  };
  // once, though React's strict mode runs effects twice in development
  const askedSent = useRef(false);
  useEffect(() => {
    if (!handover?.asked || askedSent.current) return;
    askedSent.current = true;
    sendOn(handover.email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hand-over is sent once, on mount
  }, [handover]);

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
        autoFocus={handover?.focused ?? false}
        error={invalidEmail ? t('errors.invalidEmail') : null}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
