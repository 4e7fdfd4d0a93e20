import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import type { AccountSwitchProperty } from '../mutations/SetAccountPropertyMutation.ts';

interface Props {
  accountId: string;
  property: AccountSwitchProperty;
  checked: boolean;
  label: string;
  /** what the switch does, read after the label */
  description?: string;
}

/** A setting that saves as soon as it is switched; a refused save switches it back. */
export function AccountSwitch({ accountId, property, checked, label, description }: Props) {
  const save = useSaveAccountProperty();
  const descriptionId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => void save(property, event.target.checked, { optimisticSwitch: { accountId } })}
            slotProps={{ input: { 'aria-describedby': description ? descriptionId : undefined } }}
          />
        }
        label={label}
      />
      {description && (
        <FormHelperText id={descriptionId} sx={{ mt: 0 }}>
          {description}
        </FormHelperText>
      )}
    </div>
  );
}
