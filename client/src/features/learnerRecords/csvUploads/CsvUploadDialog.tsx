// The frame every upload dialog of learners' records shares: a .csv file
// picker under the file's rules, the check of its rows (a file with a bad line
// sends nothing), then its batches sent one after another with a progress bar
// and a stop button, and what the server applied and refused.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchOutcome } from './batches.ts';
import { CheckedFile } from './CheckedFile.tsx';
import type { CsvRow } from './readCsvFile.ts';
import { UploadSummaryView } from './UploadSummaryView.tsx';
import { useCsvUpload, type Prepared } from './useCsvUpload.ts';

export interface CsvUploadDialogProps<Item> {
  /** names the dialog (user content in it isolated) */
  title: ReactNode;
  /** the file's rules, in one sentence */
  rules: string;
  prepare: (rows: CsvRow[]) => Prepared<Item>;
  sendBatch: (batch: readonly Item[]) => Promise<BatchOutcome>;
  /** the button that sends the checked file */
  submitLabel: string;
  /** the sentence of the summary that says how many rows were applied */
  appliedKey: string;
  /** after every batch was sent without a failure */
  onSucceeded?: () => void;
  onClose: () => void;
}

export function CsvUploadDialog<Item>({ title, rules, prepare, sendBatch, submitLabel, appliedKey, onSucceeded, onClose }: CsvUploadDialogProps<Item>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const titleId = useId();
  const rulesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, choose, send, stop } = useCsvUpload(prepare, sendBatch);
  const sending = state.step === 'sending';
  const ready = state.step === 'checked' && state.prepared.kind === 'ready' && state.prepared.rows > 0;

  const sendAll = async () => {
    const succeeded = await send();
    if (succeeded) onSucceeded?.();
  };

  return (
    <Dialog
      open
      // a batch under way finishes first: the owner stops the upload with its own button
      onClose={sending ? undefined : onClose}
      fullScreen={!wide}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={rulesId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={rulesId}>{rules}</DialogContentText>
        <Box sx={{ my: 2 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,text/csv"
            aria-label={t('learnerRecords.uploads.chooseFile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file may be chosen again once corrected
              if (file) void choose(file);
            }}
          />
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={sending || state.step === 'reading'} onClick={() => input.current?.click()}>
            {state.step === 'choose' ? t('learnerRecords.uploads.chooseFile') : t('learnerRecords.uploads.chooseAnother')}
          </Button>
          {state.step !== 'choose' && (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {t('learnerRecords.uploads.chosenFile', { name: state.fileName })}
            </Typography>
          )}
        </Box>
        {state.step === 'reading' && <Typography role="status">{t('learnerRecords.uploads.reading')}</Typography>}
        {state.step === 'unreadable' && <Alert severity="error">{t('learnerRecords.uploads.unreadable')}</Alert>}
        {state.step === 'checked' && <CheckedFile prepared={state.prepared} />}
        {sending && (
          <Box role="status">
            <LinearProgress
              variant="determinate"
              value={state.total === 0 ? 100 : (state.done / state.total) * 100}
              aria-label={t('learnerRecords.uploads.progressLabel')}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('learnerRecords.uploads.progress', { done: state.done, total: state.total })}
            </Typography>
            {state.stopping && <Typography variant="body2">{t('learnerRecords.uploads.stopping')}</Typography>}
          </Box>
        )}
        {state.step === 'finished' && <UploadSummaryView summary={state.summary} appliedKey={appliedKey} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sending ? (
          <Button onClick={stop} disabled={state.stopping}>
            {t('learnerRecords.uploads.stop')}
          </Button>
        ) : (
          <Button onClick={onClose}>{t(state.step === 'finished' ? 'learnerRecords.uploads.close' : 'learnerRecords.uploads.cancel')}</Button>
        )}
        {(ready || sending) && (
          <Button variant="contained" disabled={sending} onClick={() => void sendAll()}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
