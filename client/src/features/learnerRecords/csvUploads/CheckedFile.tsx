// What the check of a chosen file found: rows ready to send, or the lines
// that stop it (admin spec §5, §8: the alert keyed by the code, with its line;
// invalid e-mails also downloaded as invalidEmails.txt). Nothing is sent then.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { ProblemTable } from './ProblemTable.tsx';
import type { Prepared } from './types.ts';
import { downloadInvalidEmails, INVALID_EMAILS_FILE } from './useCsvUpload.ts';

export function CheckedFile<Item>({ prepared }: { prepared: Prepared<Item> }) {
  const { t } = useTranslation();
  switch (prepared.kind) {
    case 'ready':
      return prepared.rows === 0 ? (
        <Alert severity="info">{t('learnerRecords.uploads.empty')}</Alert>
      ) : (
        <Typography role="status">{t('learnerRecords.uploads.ready', { count: prepared.rows, batches: prepared.batches.length })}</Typography>
      );
    case 'invalidEmails':
      return (
        <>
          <Alert severity="error" role="alert">
            {t('errors.invalidEmail')}
            <Typography variant="body2">{t('learnerRecords.uploads.invalidEmails', { count: prepared.invalid.length, file: INVALID_EMAILS_FILE })}</Typography>
          </Alert>
          <ProblemTable caption={t('learnerRecords.uploads.invalidEmailsCaption')} problems={prepared.invalid} />
          <Button onClick={() => downloadInvalidEmails(prepared.invalid)}>{t('learnerRecords.uploads.downloadInvalid', { file: INVALID_EMAILS_FILE })}</Button>
        </>
      );
    case 'problems': {
      const [first] = prepared.problems;
      return (
        <>
          <Alert severity="error" role="alert">
            {t(errorMessageKey(first.code))}
            <Typography variant="body2">
              {t('learnerRecords.uploads.atLine', { line: first.line })} {t('learnerRecords.uploads.nothingSent')}
            </Typography>
          </Alert>
          <ProblemTable caption={t('learnerRecords.uploads.problemsCaption', { count: prepared.problems.length })} problems={prepared.problems} />
        </>
      );
    }
  }
}
