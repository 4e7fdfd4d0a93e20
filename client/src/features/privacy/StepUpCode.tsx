// The proof of the mailbox that exporting and deleting ask for (issue 30,
// docs/decisions/stepUpCodes.md): "Send me a code" mails six digits to the
// learner for this one action; the field then takes them. The digits are left
// to right in both languages; the browser may offer them from the mail.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignInCodeShape, normalizeSignInCode, SIGN_IN_CODE_DIGITS } from '../../../../domain/signInCodes/signInCode.ts';
import { errorTextKeys } from '../../i18n/errorTextKeys.ts';
import { useRequestStepUpCodeMutation, type StepUpAction } from './mutations/RequestStepUpCodeMutation.ts';

/** The typed code, once it has the shape of one (six digits), else null. */
export function typedStepUpCode(code: string): string | null {
  const typed = normalizeSignInCode(code);
  return isSignInCodeShape(typed) ? typed : null;
}

/** The refusals about the code, which have their own words; the screens say any other their way. */
export const isCodeRefusal = (code: string) => code === 'stepUpRequired' || code.startsWith('signInCode');

interface Props {
  action: StepUpAction;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
}

export function StepUpCode({ action, email, code, onCodeChange }: Props) {
  const { t, i18n } = useTranslation();
  const [request, requesting] = useRequestStepUpCodeMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = async () => {
    setFailure(null);
    const outcome = await request(action, i18n.language === 'en' ? 'en' : 'ar');
    if (outcome.ok) {
      setSent(true);
      onCodeChange('');
    } else setFailure(t(errorTextKeys(outcome.code)));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('privacy.stepUp.why')}
      </Typography>
      {sent && (
        <Typography variant="body2" role="status">
          {t('privacy.stepUp.sentTo', { email })}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      )}
      {sent && (
        <TextField
          label={t('privacy.stepUp.code')}
          helperText={t('privacy.stepUp.codeHint')}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: SIGN_IN_CODE_DIGITS + 2 } }}
        />
      )}
      <Button variant={sent ? 'text' : 'outlined'} onClick={() => void ask()} loading={requesting}>
        {t(sent ? 'privacy.stepUp.resend' : 'privacy.stepUp.send')}
      </Button>
    </Stack>
  );
}
