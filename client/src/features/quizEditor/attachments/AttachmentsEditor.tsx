import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttachment } from '../../../../../domain/quiz/types.ts';
import { removed, replaced } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { fieldId } from '../problems/fieldId.ts';
import { ATTACHMENT_ACCEPT } from '../upload/quizUploads.ts';
import { UploadButton } from '../upload/UploadButton.tsx';
import { UploadStatusMessage } from '../upload/UploadStatusMessage.tsx';
import { useQuizUploads } from '../upload/UploadsContext.ts';
import { useUpload } from '../upload/useUpload.ts';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

interface Props {
  attachments: readonly QuizAttachment[];
  onChange: (attachments: QuizAttachment[]) => void;
}

const ADD_ID = 'quiz-editor-attachments-add';

/** Files offered with the quiz: each is uploaded first, then listed under a name the owner can change. */
export function AttachmentsEditor({ attachments, onChange }: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const { status, start } = useUpload(useQuizUploads().attachment);

  const add = async (file: File | undefined) => {
    if (!file) return;
    const url = await start(file);
    if (url === null) return;
    onChange([...attachments, { name: file.name.replace(/\.[^.]+$/, ''), url }]);
    focusLater(fieldId(`attachments.${attachments.length}.name`));
  };
  const remove = (index: number) => {
    onChange(removed(attachments, index));
    focusLater(ADD_ID);
  };

  return (
    <Paper component="section" aria-labelledby="quiz-editor-attachments-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="quiz-editor-attachments-title" variant="h5" component="h2">
          {t('quizEditor.attachments.title')}
        </Typography>
        {attachments.length === 0 && <Typography color="text.secondary">{t('quizEditor.attachments.none')}</Typography>}
        {attachments.map((attachment, index) => (
          <Stack key={`${attachment.url}:${index}`} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <TextField
              id={fieldId(`attachments.${index}.name`)}
              label={t('quizEditor.attachments.name', { number: index + 1 })}
              value={attachment.name}
              slotProps={USER_INPUT_SLOT_PROPS}
              onChange={(event) => onChange(replaced(attachments, index, { ...attachment, name: event.target.value }))}
              size="small"
              sx={{ flex: '1 1 12rem' }}
            />
            <Link href={attachment.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileIcon fontSize="small" aria-hidden />
              {t('quizEditor.attachments.open', { number: index + 1 })}
            </Link>
            <IconButton onClick={() => remove(index)} aria-label={t('quizEditor.attachments.remove', { number: index + 1 })}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Stack id={ADD_ID} tabIndex={-1} sx={{ alignItems: 'flex-start' }}>
          <UploadButton
            label={t('quizEditor.attachments.add')}
            accept={ATTACHMENT_ACCEPT}
            onFile={(file) => void add(file)}
            disabled={status.state === 'uploading'}
            describedBy={statusId}
          />
        </Stack>
        <UploadStatusMessage id={statusId} status={status} />
      </Stack>
    </Paper>
  );
}
