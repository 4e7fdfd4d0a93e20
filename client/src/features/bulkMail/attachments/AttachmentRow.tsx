// One attachment: its name, its upload's progress, its address with a copy
// button, for an image whether the design shows it inline (its cid) and a
// button putting it in the design, and delete.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AttachmentProblemCode } from '../../../../../domain/bulkMail/attachments.ts';
import { defaultCid } from '../../../../../domain/bulkMail/inlineImages.ts';
import { useCopyLink } from '../../account/activity/useCopyLink.ts';
import { UserText } from '../../shell/userText/UserText.tsx';
import { canBeInline, type MailAttachment } from './useMailAttachments.ts';

interface Props {
  attachment: MailAttachment;
  problems: readonly AttachmentProblemCode[];
  /** the other attachments' cids: a new one is made unlike them */
  otherCids: readonly string[];
  onCid: (cid: string | null) => void;
  onInsert: () => void;
  onDelete: () => void;
  busy: boolean;
}

export function AttachmentRow({ attachment, problems, otherCids, onCid, onInsert, onDelete, busy }: Props) {
  const { t } = useTranslation();
  const copy = useCopyLink();
  const { filename, path, cid, progress } = attachment;
  const file = { file: filename };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="attachment">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <UserText>{filename}</UserText>
        </Typography>
        <IconButton onClick={onDelete} disabled={busy || !path} aria-label={t('bulkMail.attachments.delete', file)}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t('bulkMail.attachments.uploading', file)} sx={{ my: 1 }} />}
      {path && (
        <TextField
          label={t('bulkMail.attachments.address', file)}
          value={path}
          size="small"
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: { readOnly: true, dir: 'ltr' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton edge="end" onClick={() => void copy(path)} aria-label={t('bulkMail.attachments.copy', file)}>
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {path && canBeInline(filename) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1, mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={cid !== null} onChange={(event) => onCid(event.target.checked ? defaultCid(filename, otherCids) : null)} />}
            label={t('bulkMail.attachments.inline', file)}
          />
          {cid !== null && (
            <TextField
              label={t('bulkMail.attachments.cid', file)}
              value={cid}
              size="small"
              onChange={(event) => onCid(event.target.value)}
              error={problems.includes('invalidCid') || problems.includes('duplicateCid')}
              helperText={t('bulkMail.attachments.cidHelp')}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 64 } }}
            />
          )}
          <Box>
            <Button startIcon={<AddPhotoAlternateIcon />} onClick={onInsert} aria-label={t('bulkMail.attachments.insert', file)}>
              {t('bulkMail.attachments.insertShort')}
            </Button>
          </Box>
        </Stack>
      )}
      {problems.map((code) => (
        <Typography key={code} color="error" variant="body2" role="alert">
          {t(`errors.${code}`)}
        </Typography>
      ))}
    </Paper>
  );
}
