import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** focus on mount (the learner was typing in the prerendered form it replaces) */
  autoFocus?: boolean;
  /** the message under the field when the value is refused */
  error: string | null;
}

/**
 * The sign-in form's e-mail field: an outlined TextField's own parts. TextField
 * also imports Select, and with it Menu, Popover and Modal, which would put
 * about 18 KiB gzip into a learner's first visit (docs/decisions/firstVisit.md).
 * Addresses are written left to right in both languages.
 */
export function EmailField({ id, label, value, onChange, autoFocus = false, error }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required error={error !== null} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ dir: 'ltr' }}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
