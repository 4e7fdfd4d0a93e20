import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { canMoveSections, newSection } from '../../../../../domain/quiz/questionDefaults.ts';
import { CollapseAllButtons } from '../collapse/CollapseAllButtons.tsx';
import type { DraftEdit } from '../draft/draftEdit.ts';
import { moved, removed, withSections } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { newId } from '../draft/newId.ts';
import { fieldId } from '../problems/fieldId.ts';
import { AddSectionDialog } from './AddSectionDialog.tsx';
import { DeleteSectionDialog } from './DeleteSectionDialog.tsx';
import { QuestionList } from './QuestionList.tsx';
import { SectionCard } from './SectionCard.tsx';

interface Props {
  draft: QuizDraft;
  enableVideo: boolean;
  edit: DraftEdit;
}

const ADD_SECTION_ID = 'quiz-editor-add-section';

/** Version 0: one flat list of questions. Versions 1 and 2: sections, each with its questions. */
export function ContentEditor({ draft, enableVideo, edit }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const isForm = draft.isForm === true;

  const addSection = (name: string) => {
    setAdding(false);
    const index = draft.version === 0 ? 0 : draft.sections.length;
    edit((current) => withSections(current, (sections) => [...sections, { ...newSection(newId), name }]));
    focusLater(fieldId(`sections.${index}.name`));
  };
  const deleteSection = useCallback(
    (index: number) => {
      setDeleting(null);
      edit((current) => withSections(current, (sections) => removed(sections, index)));
      focusLater(ADD_SECTION_ID);
    },
    [edit],
  );
  // A section with questions is deleted only once confirmed; an empty one at once.
  const askToDelete = useCallback(
    (index: number, hasQuestions: boolean) => (hasQuestions ? setDeleting(index) : deleteSection(index)),
    [deleteSection],
  );
  const moveSection = useCallback(
    (index: number, offset: -1 | 1) => {
      edit((current) => withSections(current, (sections) => moved(sections, index, offset)));
      const card = fieldId(`sections.${index + offset}`);
      focusLater(`${card}-move-${offset < 0 ? 'up' : 'down'}`, `${card}-move-${offset < 0 ? 'down' : 'up'}`);
    },
    [edit],
  );

  return (
    <Paper component="section" aria-labelledby="quiz-editor-content-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="quiz-editor-content-title" variant="h5" component="h2">
          {t(draft.version === 0 ? 'quizEditor.content.questionsTitle' : 'quizEditor.content.sectionsTitle')}
        </Typography>
        <CollapseAllButtons />
        {draft.version === 0 ? (
          <QuestionList questions={draft.questions} section={null} isForm={isForm} enableVideo={enableVideo} headingLevel="h3" edit={edit} />
        ) : (
          <>
            {draft.sections.length === 0 && <Typography color="text.secondary">{t('quizEditor.sections.none')}</Typography>}
            {draft.sections.map((section, index) => (
              <SectionCard
                key={section.id}
                section={section}
                index={index}
                count={draft.sections.length}
                movable={canMoveSections(draft.version)}
                isForm={isForm}
                enableVideo={enableVideo}
                edit={edit}
                onMove={moveSection}
                onDelete={askToDelete}
              />
            ))}
            <Button id={ADD_SECTION_ID} variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
              {t('quizEditor.sections.add')}
            </Button>
          </>
        )}
      </Stack>
      {adding && <AddSectionDialog onClose={() => setAdding(false)} onAdd={addSection} />}
      {deleting !== null && draft.version !== 0 && draft.sections[deleting] && (
        <DeleteSectionDialog
          name={draft.sections[deleting].name}
          questionCount={draft.sections[deleting].questions.length}
          onClose={() => setDeleting(null)}
          onConfirm={() => deleteSection(deleting)}
        />
      )}
    </Paper>
  );
}
