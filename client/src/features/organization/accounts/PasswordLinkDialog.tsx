import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';

interface Props {
  accountName: string;
  /** the whole link: {organisation host}/#/ResetAccountPassword/{username}/{token} */
  link: string;
  /** when the link stops working (ISO date-time) */
  expiresAt: string;
  /** whether the link reached the clipboard when it was made */
  copied: boolean;
  onClose: () => void;
}

/** Shows the reset-password link that was made (and copied): the holder sends it to the owner. */
export function PasswordLinkDialog({ accountName, link, expiresAt, copied: copiedAtFirst, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiresAt));
  const titleId = useId();
  const [copied, setCopied] = useState(copiedAtFirst);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <IsolatedSentence i18nKey="orgAccounts.link.title" values={{ name: accountName }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('orgAccounts.link.explained', { until })}</DialogContentText>
          <Alert severity={copied ? 'success' : 'info'} role="status">
            {t(copied ? 'orgAccounts.link.copied' : 'orgAccounts.link.notCopied')}
          </Alert>
          <TextField
            label={t('orgAccounts.link.field')}
            value={link}
            multiline
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'password-link' } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('orgAccounts.link.copy')}</Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('orgAccounts.link.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
