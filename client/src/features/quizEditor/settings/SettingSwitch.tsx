import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  id?: string;
}

/** A labelled switch with an optional hint read with it. */
export function SettingSwitch({ label, checked, onChange, hint, id }: Props) {
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hint ? hintId : undefined } }}
          />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0, mb: 1 }}>
          {hint}
        </FormHelperText>
      )}
    </div>
  );
}
