import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignInCodeShape, normalizeSignInCode, SIGN_IN_CODE_DIGITS } from '../../../../domain/signInCodes/signInCode.ts';
import { errorTextKeys } from '../../i18n/errorTextKeys.ts';

interface Props {
  email: string;
  /** the server's refusal of the last code, or of the last request for one */
  failure: string | null;
  submitting: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  /** resolves true once a new code is on its way */
  onResend: () => Promise<boolean>;
  onChangeEmail: () => void;
}

/**
 * The code step of verified sign-in (docs/decisions/verifiedSignIn.md): after
 * the e-mail, the learner types the six digits mailed to them. The digits are
 * left to right in both languages; the browser may offer the code from the
 * mail (autocomplete one-time-code).
 */
export function SignInCodeStep({ email, failure, submitting, resending, onSubmit, onResend, onChangeEmail }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [badShape, setBadShape] = useState(false);
  const [resent, setResent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeSignInCode(code);
    const valid = isSignInCodeShape(typed);
    setBadShape(!valid);
    if (valid) onSubmit(typed);
  };

  const resend = async () => {
    setResent(false);
    setCode('');
    setResent(await onResend());
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="sign-in-code-title">
      <Typography id="sign-in-code-title" variant="h6" component="h2">
        {t('signInCode.title')}
      </Typography>
      <Typography color="text.secondary">{t('signInCode.sentTo', { email })}</Typography>
      {failure && <Alert severity="error">{t(errorTextKeys(failure))}</Alert>}
      {resent && !failure && (
        <Alert severity="success" role="status">
          {t('signInCode.resent')}
        </Alert>
      )}
      <TextField
        id="sign-in-code"
        label={t('signInCode.code')}
        required
        fullWidth
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={badShape}
        helperText={t(badShape ? 'signInCode.codeShape' : 'signInCode.codeHint')}
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: SIGN_IN_CODE_DIGITS + 2 },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {t('signInCode.submit')}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button onClick={() => void resend()} loading={resending}>
          {t('signInCode.resend')}
        </Button>
        <Button onClick={onChangeEmail}>{t('signInCode.changeEmail')}</Button>
      </Stack>
    </Stack>
  );
}
