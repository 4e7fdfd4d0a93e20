import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionDraft } from '../../../../../domain/quiz/editorRules.ts';
import type { DraftEdit } from '../draft/draftEdit.ts';
import { replaced, withSections } from '../draft/draftEdits.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useFieldProblems } from '../problems/ProblemsContext.tsx';
import { QuestionList } from './QuestionList.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

interface Props {
  section: SectionDraft;
  index: number;
  count: number;
  /** sections move only in quizzes above version 1 */
  movable: boolean;
  isForm: boolean;
  enableVideo: boolean;
  edit: DraftEdit;
  onMove: (index: number, offset: -1 | 1) => void;
  onDelete: (index: number, hasQuestions: boolean) => void;
}

/** A section: its title (editable), its actions, its questions. Memoised, as QuestionEditor is. */
export const SectionCard = memo(function SectionCard(props: Props) {
  const { section, index, count, movable, isForm, enableVideo, edit, onMove, onDelete } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const path = `sections.${index}`;
  const id = fieldId(path);
  const number = index + 1;
  const nameField = useFieldProblems(`${path}.name`);
  const rename = (name: string) =>
    edit((draft) => withSections(draft, (sections) => replaced(sections, index, { ...sections[index], name })));
  return (
    <Paper component="section" id={id} tabIndex={-1} aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {t('quizEditor.sections.heading', { number, name: section.name.trim() || t('quizEditor.sections.untitled') })}
          </Typography>
          {movable && (
            <>
              <IconButton id={`${id}-move-up`} disabled={number === 1} onClick={() => onMove(index, -1)} aria-label={t('quizEditor.sections.moveUp', { number })}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton id={`${id}-move-down`} disabled={number === count} onClick={() => onMove(index, 1)} aria-label={t('quizEditor.sections.moveDown', { number })}>
                <ArrowDownwardIcon />
              </IconButton>
            </>
          )}
          <IconButton color="error" onClick={() => onDelete(index, section.questions.length > 0)} aria-label={t('quizEditor.sections.delete', { number })}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        <TextField
          {...nameField}
          label={t('quizEditor.sections.nameOf', { number })}
          required
          value={section.name}
          slotProps={USER_INPUT_SLOT_PROPS}
          onChange={(event) => rename(event.target.value)}
          sx={{ bgcolor: 'background.paper' }}
        />
        <QuestionList
          questions={section.questions}
          section={index}
          isForm={isForm}
          enableVideo={enableVideo}
          headingLevel="h4"
          edit={edit}
        />
      </Stack>
    </Paper>
  );
});
