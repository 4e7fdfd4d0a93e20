import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSaveOrgProperty } from '../organization/settings/useSaveOrgProperty.ts';
import type { VerifiedSignInSetting_organization$key } from './__generated__/VerifiedSignInSetting_organization.graphql.ts';

/**
 * The organisation holder's switch: learners confirm their e-mail with a mailed one-time code (on for
 * organisations added since issue 30). The threat text says what turning it off allows
 * (docs/decisions/stepUpCodes.md).
 */
export function VerifiedSignInSetting({ organizationRef }: { organizationRef: VerifiedSignInSetting_organization$key }) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment VerifiedSignInSetting_organization on Organization {
        verifiedSignIn
      }
    `,
    organizationRef,
  );
  const [save, saving] = useSaveOrgProperty();
  const [on, setOn] = useState(organization.verifiedSignIn);

  const switchTo = async (value: boolean) => {
    setOn(value);
    const outcome = await save('verifiedSignIn', value, value ? 'signInCode.setting.on' : 'signInCode.setting.off');
    if (!outcome.ok) setOn(!value);
  };

  return (
    <Paper component="section" aria-labelledby="org-verified-sign-in-heading" sx={{ p: 2 }}>
      <Typography id="org-verified-sign-in-heading" variant="h5" component="h2" gutterBottom>
        {t('signInCode.setting.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={saving}
            onChange={(event) => void switchTo(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'org-verified-sign-in-help org-verified-sign-in-threat' } }}
          />
        }
        label={t('signInCode.setting.label')}
      />
      <Typography id="org-verified-sign-in-help" color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {t('signInCode.setting.help')}
      </Typography>
      <Typography id="org-verified-sign-in-threat" color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {t('orgSettings.verifiedSignInThreat')}
      </Typography>
    </Paper>
  );
}
