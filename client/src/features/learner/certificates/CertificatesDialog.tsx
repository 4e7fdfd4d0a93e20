import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { CertificateTable } from './CertificateTable.tsx';
import { groupCertificates } from './groupCertificates.ts';
import type { CertificatesDialog_learner$key } from './__generated__/CertificatesDialog_learner.graphql.ts';

interface Props {
  learnerRef: CertificatesDialog_learner$key;
  open: boolean;
  onClose: () => void;
  /** only this program's (account's) certificates; all of them when null */
  domainId?: string | null;
}

/** My Certificates: grouped by program, each group expandable, five per page. */
export function CertificatesDialog({ learnerRef, open, onClose, domainId = null }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { certificates } = useFragment(
    graphql`
      fragment CertificatesDialog_learner on Learner {
        certificates {
          displayName
          url
          pngUrl
          domainName
          domainId
        }
      }
    `,
    learnerRef,
  );
  const groups = groupCertificates(certificates, domainId);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('certificates.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {groups.length === 0 ? (
          <Typography>{t('certificates.none')}</Typography>
        ) : (
          groups.map((group) => (
            <Accordion key={group.domainId} defaultExpanded={groups.length === 1} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="span">
                  <IsolatedSentence i18nKey="certificates.group" values={{ name: group.domainName }} options={{ count: group.certificates.length }} />
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 0, sm: 2 } }}>
                <CertificateTable certificates={group.certificates} caption={group.domainName} />
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
