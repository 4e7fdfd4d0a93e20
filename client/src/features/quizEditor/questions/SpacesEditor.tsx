import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpacePart } from '../../../../../domain/quiz/types.ts';
import { moved, removed, replaced } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useProblemMessages } from '../problems/ProblemsContext.tsx';
import type { QuestionDraftOf } from './choiceDraft.ts';
import { SpacePartFields } from './SpacePartFields.tsx';

interface Props {
  question: QuestionDraftOf<2>;
  path: string;
  onChange: (question: QuestionDraftOf<2>) => void;
}

/** Type 2: the sentence as parts in order, text to read and spaces to fill, each space with its accepted answers and width. */
export function SpacesEditor({ question, path, onChange }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldsPath = `${path}.fields`;
  const problems = useProblemMessages(fieldsPath);
  const fields = question.fields;
  const setFields = (next: SpacePart[]) => onChange({ ...question, fields: next });

  const add = (part: SpacePart) => {
    setFields([...fields, part]);
    focusLater(fieldId(`${fieldsPath}.${fields.length}.value`), fieldId(`${fieldsPath}.${fields.length}.values.0`));
  };
  const remove = (index: number) => {
    setFields(removed(fields, index));
    focusLater(`${fieldId(fieldsPath)}-add-text`);
  };
  const move = (index: number, offset: -1 | 1) => {
    setFields(moved(fields, index, offset));
    const part = `${fieldId(`${fieldsPath}.${index + offset}`)}`;
    focusLater(`${part}-move-${offset < 0 ? 'up' : 'down'}`, `${part}-move-${offset < 0 ? 'down' : 'up'}`);
  };

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId} id={fieldId(fieldsPath)} tabIndex={-1}>
      <Typography id={titleId} variant="subtitle2" component="p">
        {t('quizEditor.spaces.title')}
      </Typography>
      {fields.map((part, index) => (
        <SpacePartFields
          key={index}
          part={part}
          path={`${fieldsPath}.${index}`}
          number={index + 1}
          count={fields.length}
          onChange={(next) => setFields(replaced(fields, index, next))}
          onRemove={() => remove(index)}
          onMove={(offset) => move(index, offset)}
        />
      ))}
      {problems.length > 0 && <FormHelperText error>{problems.join(' ')}</FormHelperText>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button id={`${fieldId(fieldsPath)}-add-text`} startIcon={<AddIcon aria-hidden />} onClick={() => add({ type: 'text', value: '' })}>
          {t('quizEditor.spaces.addText')}
        </Button>
        <Button startIcon={<AddIcon aria-hidden />} onClick={() => add({ type: 'space', values: [''], size: 'sm' })}>
          {t('quizEditor.spaces.addSpace')}
        </Button>
      </Stack>
    </Stack>
  );
}
