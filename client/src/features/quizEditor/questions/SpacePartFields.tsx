import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { spaceWidth } from '../../../../../domain/quiz/editorRules.ts';
import type { SpacePart, SpaceSize } from '../../../../../domain/quiz/types.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { TextListEditor } from './TextListEditor.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

const SIZES: SpaceSize[] = ['sm', 'md', 'lg'];

interface Props {
  part: SpacePart;
  path: string;
  number: number;
  count: number;
  onChange: (part: SpacePart) => void;
  onRemove: () => void;
  onMove: (offset: -1 | 1) => void;
}

/** One part of a complete-the-spaces question: a text, or a space with its answers and size. */
export function SpacePartFields({ part, path, number, count, onChange, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  const textField = useFieldProblems(`${path}.value`);
  const kind = part.type === 'text' ? 'textPart' : 'spacePart';
  const id = fieldId(path);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="body2" component="p" sx={{ flexGrow: 1, fontWeight: 'medium' }}>
            {t(`quizEditor.spaces.${kind}`, { number })}
          </Typography>
          <IconButton id={`${id}-move-up`} size="small" disabled={number === 1} onClick={() => onMove(-1)} aria-label={t('quizEditor.spaces.moveUp', { number })}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton id={`${id}-move-down`} size="small" disabled={number === count} onClick={() => onMove(1)} aria-label={t('quizEditor.spaces.moveDown', { number })}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={onRemove} aria-label={t('quizEditor.spaces.remove', { number })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        {part.type === 'text' ? (
          <TextField
            {...textField}
            label={t('quizEditor.spaces.text', { number })}
            value={part.value}
            slotProps={USER_INPUT_SLOT_PROPS}
            onChange={(event) => onChange({ ...part, value: event.target.value })}
            multiline
            size="small"
          />
        ) : (
          <>
            <TextListEditor
              title={t('quizEditor.spaces.answers', { number })}
              hint={t('quizEditor.spaces.answersHint')}
              path={`${path}.values`}
              values={part.values}
              onChange={(values) => onChange({ ...part, values })}
              itemLabel={(answer) => t('quizEditor.spaces.answer', { number: answer })}
              removeLabel={(answer) => t('quizEditor.spaces.removeAnswer', { number: answer })}
              addLabel={t('quizEditor.spaces.addAnswer')}
            />
            <TextField
              select
              label={t('quizEditor.spaces.size', { number })}
              value={part.size ?? 'sm'}
              onChange={(event) => onChange({ ...part, size: event.target.value as SpaceSize })}
              size="small"
              sx={{ maxWidth: 240 }}
            >
              {SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {t(`quizEditor.spaces.sizes.${size}`, { width: spaceWidth(size) })}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
    </Paper>
  );
}
