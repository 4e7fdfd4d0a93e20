// The design's files (admin spec "Send email"): Load design restores a saved
// design whole or changes nothing; Save Design downloads the design, subject
// and attachments as JSON; Export Html downloads the mail's HTML (its inline
// images by cid, as sent) and its attachments as JSON.
import CodeIcon from '@mui/icons-material/Code';
import FileOpenIcon from '@mui/icons-material/FileOpen';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { designFileText, readDesignFile, type DesignAttachment, type DesignData, type DesignFile, type DesignFileResult } from '../../../../domain/bulkMail/designFile.ts';
import { downloadBlob, downloadFileName } from '../../storage/downloadFile.ts';

interface Props {
  subject: string;
  attachments: readonly DesignAttachment[];
  /** the editor's design; null while it loads */
  design: () => DesignData | null;
  /** the mail's HTML as it is sent */
  html: () => string;
  onLoad: (file: DesignFile) => void;
  disabled?: boolean;
}

type Refusal = Extract<DesignFileResult, { ok: false }>;

export function DesignActions({ subject, attachments, design, html, onLoad, disabled = false }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const load = async (file: File | undefined) => {
    if (!file) return;
    const result = readDesignFile(await file.text());
    setRefusal(result.ok ? null : result);
    if (result.ok) onLoad(result.file);
  };

  const save = () => {
    const data = design();
    if (!data) return;
    downloadBlob(new Blob([designFileText(subject, data, attachments)], { type: 'application/json' }), downloadFileName(subject, 'json', 'email-design'));
  };

  const exportHtml = () => {
    downloadBlob(new Blob([html()], { type: 'text/html' }), downloadFileName(subject, 'html', 'email'));
    const list = JSON.stringify(attachments, null, 2);
    downloadBlob(new Blob([list], { type: 'application/json' }), downloadFileName(subject ? `${subject}-attachments` : '', 'json', 'email-attachments'));
  };

  return (
    <Box>
      <input
        ref={input}
        hidden
        type="file"
        accept=".json,application/json"
        aria-label={t('bulkMail.design.load')}
        data-testid="design-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void load(file);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<FileOpenIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {t('bulkMail.design.load')}
        </Button>
        <Button variant="outlined" startIcon={<SaveIcon />} disabled={disabled} onClick={save}>
          {t('bulkMail.design.save')}
        </Button>
        <Button variant="outlined" startIcon={<CodeIcon />} disabled={disabled} onClick={exportHtml}>
          {t('bulkMail.design.exportHtml')}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setRefusal(null)} data-testid="design-file-problem">
          <Typography>{t(`bulkMail.design.${refusal.error}`)}</Typography>
          {refusal.problem && <Typography>{t(`errors.${refusal.problem}`)}</Typography>}
        </Alert>
      )}
    </Box>
  );
}
