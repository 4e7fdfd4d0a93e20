import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';

interface Props {
  id: string;
  /** A translation with a <policyLink> element around the policy's name. */
  labelKey: string;
  /** The policy page, opened in a new tab without its accept button. */
  policyPath: '/privacy-policy' | '/terms-of-service';
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the refusal's message: its key, or keys to try in turn (i18n/errorTextKeys.ts) */
  errorKey: string | string[] | null;
}

export function PolicyCheckbox({ id, labelKey, policyPath, checked, onChange, errorKey }: Props) {
  const { t } = useTranslation();
  // a plain hash link: the sign-in screen may show before the router loads
  const policyHref = `#${policyPath}?showAccept=false`;
  const errorId = `${id}-error`;
  return (
    <FormControl error={errorKey !== null}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-invalid': errorKey !== null,
                'aria-describedby': errorKey ? errorId : undefined,
              },
            }}
          />
        }
        label={
          <Trans
            i18nKey={labelKey}
            components={{ policyLink: <Link href={policyHref} target="_blank" rel="noopener noreferrer" /> }}
          />
        }
      />
      {errorKey && <FormHelperText id={errorId}>{t(errorKey)}</FormHelperText>}
    </FormControl>
  );
}
