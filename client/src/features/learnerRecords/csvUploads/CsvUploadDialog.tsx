// The frame every upload dialog of learners' records shares: a .csv file
// picker under the file's rules, the check of its rows (a file with a bad line
// sends nothing), then its batches sent one after another with a progress bar
// and a stop button, and what the server applied and refused.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchOutcome } from './batches.ts';
import { BatchProgress } from './BatchProgress.tsx';
import { CheckedFile } from './CheckedFile.tsx';
import { CsvFilePicker } from './CsvFilePicker.tsx';
import type { CsvRow } from './readCsvFile.ts';
import { UploadSummaryView } from './UploadSummaryView.tsx';
import type { Prepared } from './types.ts';
import { useCsvUpload } from './useCsvUpload.ts';

export interface CsvUploadDialogProps<Item> {
  /** names the dialog (user content in it isolated) */
  title: ReactNode;
  /** the file's rules, in one sentence */
  rules: string;
  /** shown instead of the file picker while what the file is checked against loads (or failed to) */
  blocker?: ReactNode;
  /** beside the file picker, once it shows (the manual grading template's download) */
  tools?: ReactNode;
  prepare: (rows: CsvRow[]) => Prepared<Item>;
  sendBatch: (batch: readonly Item[]) => Promise<BatchOutcome>;
  /** the button that sends the checked file */
  submitLabel: string;
  /** the sentence of the summary that says how many rows were applied */
  appliedKey: string;
  /** the sentences of the batches' other counts, by name (what a deletion removed) */
  countKeys?: Record<string, string>;
  /** error: the button deletes */
  submitColor?: 'primary' | 'error';
  /** after every batch was sent without a failure */
  onSucceeded?: () => void;
  onClose: () => void;
}

export function CsvUploadDialog<Item>(props: CsvUploadDialogProps<Item>) {
  const { title, rules, blocker, tools, prepare, sendBatch, submitLabel, appliedKey, countKeys, submitColor = 'primary', onSucceeded, onClose } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const titleId = useId();
  const rulesId = useId();
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
        {blocker ?? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
            {tools}
            <CsvFilePicker
              fileName={state.step === 'choose' ? null : state.fileName}
              disabled={sending || state.step === 'reading'}
              onChoose={(file) => void choose(file)}
            />
          </Stack>
        )}
        {state.step === 'reading' && <DialogContentText role="status">{t('learnerRecords.uploads.reading')}</DialogContentText>}
        {state.step === 'unreadable' && <Alert severity="error">{t('learnerRecords.uploads.unreadable')}</Alert>}
        {state.step === 'checked' && <CheckedFile prepared={state.prepared} />}
        {sending && <BatchProgress done={state.done} total={state.total} stopping={state.stopping} />}
        {/* where it stopped stays in sight with the summary */}
        {state.step === 'finished' && <BatchProgress done={state.summary.sent} total={state.summary.batches} stopping={false} />}
        {state.step === 'finished' && <UploadSummaryView summary={state.summary} appliedKey={appliedKey} countKeys={countKeys} />}
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
          <Button variant="contained" color={submitColor} disabled={sending} onClick={() => void sendAll()}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
