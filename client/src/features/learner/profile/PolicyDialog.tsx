import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useLearnerSignOut } from '../../shell/useLearnerSignOut.ts';
import { PolicyCheckbox } from '../entry/PolicyCheckbox.tsx';
import { useAcceptPoliciesMutation } from './mutations/AcceptPoliciesMutation.ts';
import type { PolicyDialog_learner$key } from './__generated__/PolicyDialog_learner.graphql.ts';

interface Props {
  learnerRef: PolicyDialog_learner$key;
  /** the consent was saved (the dialog closes by itself: the learner now has both acceptances) */
  onAccepted: () => void;
}

/**
 * Shown while the learner has not accepted the privacy policy or the terms:
 * tick what is missing and accept (saved as consent), or decline and be signed out.
 */
export function PolicyDialog({ learnerRef, onAccepted }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const learner = useFragment(
    graphql`
      fragment PolicyDialog_learner on Learner {
        privacyPolicyAccepted
        termsAccepted
      }
    `,
    learnerRef,
  );
  const [privacyTicked, setPrivacyTicked] = useState(false);
  const [termsTicked, setTermsTicked] = useState(false);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, accepting] = useAcceptPoliciesMutation();
  const [signOut, signingOut] = useLearnerSignOut();

  const open = !learner.privacyPolicyAccepted || !learner.termsAccepted;
  const privacyMissing = !learner.privacyPolicyAccepted && !privacyTicked;
  const termsMissing = !learner.termsAccepted && !termsTicked;

  const onAccept = async () => {
    setChecked(true);
    if (privacyMissing || termsMissing) return;
    setFailure(null);
    const outcome = await accept();
    if (outcome.ok) onAccepted();
    else setFailure(outcome.code);
  };

  return (
    // No onClose: Escape and the backdrop cannot dismiss it; the learner accepts or declines.
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('profile.policy.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{t('profile.policy.intro')}</Typography>
          {failure && <Alert severity="error">{t(errorMessageKey(failure))}</Alert>}
          {!learner.privacyPolicyAccepted && (
            <PolicyCheckbox
              id="policy-dialog-privacy"
              labelKey="learnerEntry.acceptPrivacyPolicy"
              policyPath="/privacy-policy"
              checked={privacyTicked}
              onChange={setPrivacyTicked}
              errorKey={checked && privacyMissing ? 'errors.mustAcceptPrivacyPolicy' : null}
            />
          )}
          {!learner.termsAccepted && (
            <PolicyCheckbox
              id="policy-dialog-terms"
              labelKey="learnerEntry.acceptTerms"
              policyPath="/terms-of-service"
              checked={termsTicked}
              onChange={setTermsTicked}
              errorKey={checked && termsMissing ? 'errors.mustAcceptTerms' : null}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={signOut} loading={signingOut}>
          {t('profile.policy.decline')}
        </Button>
        <Button variant="contained" onClick={() => void onAccept()} loading={accepting}>
          {t('profile.policy.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
