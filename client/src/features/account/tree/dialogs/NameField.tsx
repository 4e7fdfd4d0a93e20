import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_INPUT_SLOT_PROPS } from '../../../shell/userText/UserText.tsx';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the error code shown once the field was left blank: programNameRequired, quizNameRequired, ... */
  requiredCode: string;
}

/** A required name; blank (spaces only too) shows the spec's message once the field was touched. */
export function NameField({ label, value, onChange, requiredCode }: Props) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const missing = touched && value.trim() === '';
  return (
    <TextField
      autoFocus
      required
      fullWidth
      margin="normal"
      label={label}
      value={value}
      slotProps={USER_INPUT_SLOT_PROPS}
      onChange={(event) => {
        setTouched(true);
        onChange(event.target.value);
      }}
      onBlur={() => setTouched(true)}
      error={missing}
      helperText={missing ? t(`errors.${requiredCode}`) : undefined}
    />
  );
}
