import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorTextKeys } from '../../../i18n/errorTextKeys.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';
import { PolicyCheckbox } from './PolicyCheckbox.tsx';
import { useRegisterForm, type RegisterField } from './useRegisterForm.ts';

type TextInputField = Exclude<RegisterField, 'privacyPolicyAccepted' | 'termsAccepted'>;

const LTR_INPUT: TextFieldProps['slotProps'] = { htmlInput: { dir: 'ltr' } };

interface Props {
  email: string;
  onRegistered: (session: SignedInLearner) => void;
  onBack: () => void;
  /** the mailed code the e-mail was confirmed with, under verified sign-in */
  code?: string;
}

/** Register mode of the learner entry, shown for an e-mail the organisation does not know. */
export function RegisterForm({ email, onRegistered, onBack, code }: Props) {
  const { t } = useTranslation();
  const { values, set, fieldErrors, failure, submit, registering } = useRegisterForm(email, onRegistered, code);
  const errorKeyOf = (field: RegisterField) => {
    const code = fieldErrors[field];
    return code ? errorTextKeys(code) : null;
  };

  const textField = (field: TextInputField, { helperText, ...props }: TextFieldProps = {}) => {
    const errorKey = errorKeyOf(field);
    return (
      <TextField
        {...props}
        id={`register-${field}`}
        label={t(`learnerEntry.fields.${field}`)}
        fullWidth
        value={values[field] ?? ''}
        onChange={(event) => set(field, event.target.value)}
        error={errorKey !== null}
        helperText={errorKey ? t(errorKey) : helperText}
      />
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {failure && <Alert severity="error">{t(errorTextKeys(failure))}</Alert>}
      {textField('email', { type: 'email', required: true, autoComplete: 'email', slotProps: LTR_INPUT })}
      {textField('repeatEmail', { type: 'email', required: true, autoComplete: 'off', slotProps: LTR_INPUT })}
      {textField('name', { required: true, autoComplete: 'name' })}
      {textField('telegram', { helperText: t('learnerEntry.hints.telegram') })}
      {textField('dateOfBirth', {
        type: 'date',
        helperText: t('learnerEntry.hints.dateOfBirth'),
        slotProps: { inputLabel: { shrink: true } },
      })}
      <PolicyCheckbox
        id="register-privacyPolicyAccepted"
        labelKey="learnerEntry.acceptPrivacyPolicy"
        policyPath="/privacy-policy"
        checked={values.privacyPolicyAccepted}
        onChange={(checked) => set('privacyPolicyAccepted', checked)}
        errorKey={errorKeyOf('privacyPolicyAccepted')}
      />
      <PolicyCheckbox
        id="register-termsAccepted"
        labelKey="learnerEntry.acceptTerms"
        policyPath="/terms-of-service"
        checked={values.termsAccepted}
        onChange={(checked) => set('termsAccepted', checked)}
        errorKey={errorKeyOf('termsAccepted')}
      />
      <Button type="submit" variant="contained" size="large" loading={registering}>
        {t('learnerEntry.register')}
      </Button>
      <Button onClick={onBack}>{t('learnerEntry.backToSignIn')}</Button>
    </Stack>
  );
}
