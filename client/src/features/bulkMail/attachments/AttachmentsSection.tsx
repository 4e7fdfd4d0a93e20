// The mail's attachments: choose files to upload (the types a mail may carry),
// then each one's row; what the rules refuse is said on its row or, for the
// list as a whole (too many, too large together), above it.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENTS } from '../../../../../domain/bulkMail/attachments.ts';
import { AttachmentRow } from './AttachmentRow.tsx';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { ATTACHMENT_ACCEPT, ATTACHMENT_EXTENSIONS, type MailAttachments } from './useMailAttachments.ts';

interface Props {
  mail: MailAttachments;
  /** puts an uploaded image in the design */
  onInsert: (src: string, alt: string) => void;
  disabled?: boolean;
}

export function AttachmentsSection({ mail, onInsert, disabled = false }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { attachments, problems } = mail;
  const listProblems = problems.filter((problem) => problem.index === null);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId}>
        {t('bulkMail.attachments.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <IsolatedSentence i18nKey="bulkMail.attachments.help" values={{ types: ATTACHMENT_EXTENSIONS.join(' ') }} options={{ max: MAX_ATTACHMENTS }} />
      </Typography>
      <input
        ref={input}
        hidden
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label={t('bulkMail.attachments.choose')}
        data-testid="attachment-files"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          mail.upload(files);
        }}
      />
      <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {t('bulkMail.attachments.choose')}
      </Button>
      {listProblems.map((problem) => (
        <Alert key={problem.code} severity="error" sx={{ mt: 1 }}>
          {t(`errors.${problem.code}`)}
        </Alert>
      ))}
      {attachments.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={t('bulkMail.attachments.list')} sx={{ p: 0, mt: 2, mb: 0 }}>
          {attachments.map((attachment, index) => (
            <AttachmentRow
              key={attachment.key}
              attachment={attachment}
              problems={problems.filter((problem) => problem.index === index).map((problem) => problem.code)}
              otherCids={attachments.flatMap((other) => (other !== attachment && other.cid ? [other.cid] : []))}
              onCid={(cid) => mail.setCid(attachment.key, cid)}
              onInsert={() => attachment.path && onInsert(attachment.path, attachment.filename)}
              onDelete={() => void mail.remove(attachment)}
              busy={disabled || mail.deleting}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
