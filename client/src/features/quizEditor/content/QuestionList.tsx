import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPE_DIALOG_VALUES, type QuestionDraft, type QuestionTypeDialogValue } from '../../../../../domain/quiz/editorRules.ts';
import { newQuestion } from '../../../../../domain/quiz/questionDefaults.ts';
import type { DraftEdit } from '../draft/draftEdit.ts';
import { moved, questionPath, removed, replaced, withQuestions } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { newId } from '../draft/newId.ts';
import { fieldId } from '../problems/fieldId.ts';
import { QuestionEditor } from '../questions/QuestionEditor.tsx';
import { QuestionTypeDialog } from './QuestionTypeDialog.tsx';

interface Props {
  questions: QuestionDraft[];
  /** the section's index, or null for a version 0 quiz's flat list */
  section: number | null;
  isForm: boolean;
  enableVideo: boolean;
  headingLevel: 'h3' | 'h4';
  edit: DraftEdit;
}

/** The questions of a section (or of a version 0 quiz) and the button that adds one of a chosen type. */
export const QuestionList = memo(function QuestionList({ questions, section, isForm, enableVideo, headingLevel, edit }: Props) {
  const { t } = useTranslation();
  const [choosingType, setChoosingType] = useState(false);
  const count = questions.length;
  const addButtonId = `${fieldId(section === null ? 'questions' : `sections.${section}.questions`)}-add`;

  const editQuestions = useCallback(
    (change: (questions: QuestionDraft[]) => QuestionDraft[]) => edit((draft) => withQuestions(draft, section, change)),
    [edit, section],
  );
  const change = useCallback(
    (index: number, question: QuestionDraft) => editQuestions((current) => replaced(current, index, question)),
    [editQuestions],
  );
  const move = useCallback(
    (index: number, offset: -1 | 1) => {
      editQuestions((current) => moved(current, index, offset));
      const card = fieldId(questionPath({ section, index: index + offset }));
      const [same, other] = offset < 0 ? ['up', 'down'] : ['down', 'up'];
      focusLater(`${card}-move-${same}`, `${card}-move-${other}`);
    },
    [editQuestions, section],
  );
  const remove = useCallback(
    (index: number) => {
      editQuestions((current) => removed(current, index));
      const next = Math.min(index, count - 2);
      focusLater(...(next >= 0 ? [fieldId(questionPath({ section, index: next }))] : []), addButtonId);
    },
    [editQuestions, section, count, addButtonId],
  );
  const add = (value: QuestionTypeDialogValue) => {
    setChoosingType(false);
    const created = newQuestion(QUESTION_TYPE_DIALOG_VALUES[value], { isForm, inSection: section !== null }, newId);
    if (!created.ok) return; // the dialog offers only the types allowed here
    editQuestions((current) => [...current, created.question]);
    focusLater(fieldId(`${questionPath({ section, index: count })}.text`));
  };

  return (
    <Stack spacing={2}>
      {count === 0 && <Typography color="text.secondary">{t('quizEditor.question.none')}</Typography>}
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          section={section}
          index={index}
          count={count}
          isForm={isForm}
          enableVideo={enableVideo}
          headingLevel={headingLevel}
          onChange={change}
          onMove={move}
          onDelete={remove}
        />
      ))}
      <Button id={addButtonId} variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={() => setChoosingType(true)}
        // On the section's grey, the primary text falls under 4.5:1 (axe color-contrast); on the paper it passes.
        sx={{ alignSelf: 'flex-start', bgcolor: 'background.paper' }}
      >
        {section === null ? t('quizEditor.question.add') : t('quizEditor.question.addToSection', { section: section + 1 })}
      </Button>
      {choosingType && <QuestionTypeDialog inSection={section !== null} onClose={() => setChoosingType(false)} onChoose={add} />}
    </Stack>
  );
});
