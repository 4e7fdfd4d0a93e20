// The recipients file (.txt or .csv, one address a line): read here with the
// rule the server applies (domain/bulkMail/recipients.ts), so the owner sees
// before sending how many addresses are kept and each line left out with why.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RECIPIENT_LINES, readRecipients, type RecipientsResult } from '../../../../domain/bulkMail/recipients.ts';
import { UserText } from '../shell/userText/UserText.tsx';
import { DroppedLines } from './DroppedLines.tsx';

export interface RecipientsFile {
  name: string;
  /** the file's lines as they are: what the server is sent */
  lines: string[];
  result: RecipientsResult;
}

async function readRecipientsFile(file: File): Promise<RecipientsFile> {
  const text = await file.text();
  return { name: file.name, lines: text.split(/\r\n|\n|\r/), result: readRecipients(text) };
}

interface Props {
  recipients: RecipientsFile | null;
  onChange: (recipients: RecipientsFile | null) => void;
  disabled?: boolean;
}

export function RecipientsSection({ recipients, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const result = recipients?.result;

  const choose = async (file: File | undefined) => {
    onChange(file ? await readRecipientsFile(file) : null);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId}>
        {t('bulkMail.recipients.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('bulkMail.recipients.help', { max: MAX_RECIPIENT_LINES.toLocaleString('en') })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <input
          ref={input}
          hidden
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          aria-label={t('bulkMail.recipients.choose')}
          data-testid="recipients-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // the same file, edited, can be chosen again
            event.target.value = '';
            void choose(file);
          }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {t('bulkMail.recipients.choose')}
        </Button>
        {recipients && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <UserText>{recipients.name}</UserText>
          </Typography>
        )}
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {result && !result.ok && (
          <Alert severity="error" data-testid="recipients-problem">
            {t('errors.tooManyRecipients')}
          </Alert>
        )}
        {result?.ok && (
          <Stack spacing={1}>
            <Alert severity={result.recipients.length > 0 ? 'success' : 'warning'} data-testid="recipients-kept">
              {t('bulkMail.recipients.kept', { count: result.recipients.length })}
            </Alert>
            {result.dropped.length > 0 && (
              <Box>
                <Typography data-testid="recipients-dropped">{t('bulkMail.recipients.dropped', { count: result.dropped.length })}</Typography>
                <DroppedLines lines={result.dropped} label={t('bulkMail.recipients.droppedList')} />
              </Box>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
