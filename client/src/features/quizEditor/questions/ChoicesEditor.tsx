import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanChoices } from '../../../../../domain/quiz/editorRules.ts';
import { replaced } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useProblemMessages } from '../problems/ProblemsContext.tsx';
import { ChoiceRow } from './ChoiceRow.tsx';
import { withEntry, type ChoiceDraft } from './choiceDraft.ts';

interface Props {
  question: ChoiceDraft;
  path: string;
  isForm: boolean;
  onChange: (question: ChoiceDraft) => void;
}

/**
 * The choices of a question, with what hangs on each: the correct one (single
 * choice), whether each is correct (multiple answers, course link) and its
 * course link. A form is not graded, so it has no correct marks. A choice left
 * blank is removed when the focus leaves the choices (cleanChoices keeps the rest aligned).
 */
export function ChoicesEditor({ question, path, isForm, onChange }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const choices = question.choices ?? [];
  const correctProblems = useProblemMessages(`${path}.correctAnswer`);
  // With no choice at all, "the first choice is required" has no field to stand by.
  const firstChoiceProblems = useProblemMessages(`${path}.choices.0`);
  const problems = [...(choices.length === 0 ? firstChoiceProblems : []), ...correctProblems];
  const mark = isForm ? null : question.type === 0 ? 'single' : question.type === 5 || question.type === 7 ? 'multiple' : null;

  const add = () => {
    onChange({ ...question, choices: [...choices, ''] });
    focusLater(fieldId(`${path}.choices.${choices.length}`));
  };
  const remove = (index: number) => {
    onChange(cleanChoices({ ...question, choices: replaced(choices, index, '') }));
    focusLater(fieldId(`${path}.choices.${Math.min(index, choices.length - 2)}`), `${fieldId(path)}-add-choice`);
  };
  // Not while the focus stays among the choices: removing the blank row under a
  // pressed "Add a choice" moves the button away before the click lands.
  const cleanBlanks = (event: FocusEvent<HTMLElement>) => {
    const group = event.currentTarget.closest('[role="group"]');
    if (event.relatedTarget instanceof Node && group?.contains(event.relatedTarget)) return;
    const cleaned = cleanChoices(question);
    if (cleaned !== question) onChange(cleaned);
  };
  const markOf = (index: number) => {
    if (mark === 'single' && question.type === 0) {
      return { kind: 'single' as const, checked: question.correctAnswer === index + 1, set: () => onChange({ ...question, correctAnswer: index + 1 }) };
    }
    if (mark === 'multiple' && (question.type === 5 || question.type === 7)) {
      const set = (on: boolean) =>
        onChange({ ...question, possibleAnswers: withEntry(question.possibleAnswers, choices.length, false, index, on) });
      return { kind: 'multiple' as const, checked: question.possibleAnswers?.[index] === true, set };
    }
    return null;
  };
  const linkOf = (index: number) =>
    question.type === 7
      ? {
          value: question.courseLinks?.[index] ?? '',
          set: (link: string) => onChange({ ...question, courseLinks: withEntry(question.courseLinks, choices.length, '', index, link) }),
        }
      : null;

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId} id={fieldId(`${path}.choices`)} tabIndex={-1}>
      <Typography id={titleId} variant="subtitle2" component="p">
        {t('quizEditor.choices.title')}
      </Typography>
      {choices.map((choice, index) => (
        <ChoiceRow
          key={index}
          path={`${path}.choices.${index}`}
          group={fieldId(`${path}.correctAnswer`)}
          number={index + 1}
          value={choice}
          onChange={(text) => onChange({ ...question, choices: replaced(choices, index, text) })}
          onBlur={cleanBlanks}
          onRemove={() => remove(index)}
          mark={markOf(index)}
          link={linkOf(index)}
        />
      ))}
      {problems.length > 0 && <FormHelperText error>{problems.join(' ')}</FormHelperText>}
      <Button id={`${fieldId(path)}-add-choice`} startIcon={<AddIcon aria-hidden />} onClick={add}
        // Keeps the focus in the field until the new one takes it (Safari does not focus a clicked button).
        onMouseDown={(event) => event.preventDefault()}
        sx={{ alignSelf: 'flex-start' }}>
        {t('quizEditor.choices.add')}
      </Button>
    </Stack>
  );
}
