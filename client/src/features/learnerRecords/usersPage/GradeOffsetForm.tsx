import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeOffsetOf, MAX_GRADE_OFFSET } from '../../../../../domain/grades/gradeOffset.ts';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { usePendingCalls } from '../../account/activity/PendingCalls.tsx';
import { useSetQuizGradeOffsetMutation } from './mutations/SetQuizGradeOffsetMutation.ts';

interface Props {
  quizId: string;
  quizName: string;
  email: string;
  gradeOffset: number;
  maxGrade: number;
  /** the id of the element naming the quiz: the field's name ends with it, the button is described by it */
  nameId: string;
  /** the id of the column header naming the field in a table (no label of its own there) */
  columnHeaderId?: string;
  /** the store id of the learner's quiz record, which shows the saved offset and mark */
  recordId: string;
}

/**
 * The learner's grade adjustment on one quiz: a whole number, negative to take
 * points off, by the server's rule (domain/grades/gradeOffset.ts). Save waits
 * for a changed, valid number; the message after it gives the result the
 * server computed with it, and the row shows it (the mutation's store update).
 */
export function GradeOffsetForm({ quizId, quizName, email, gradeOffset, maxGrade, nameId, columnHeaderId, recordId }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const track = usePendingCalls();
  const [setGradeOffset, saving] = useSetQuizGradeOffsetMutation(recordId);
  const fieldId = useId();
  const [saved, setSaved] = useState(gradeOffset);
  const [text, setText] = useState(String(gradeOffset));
  const offset = gradeOffsetOf(text);
  const changed = offset !== null && offset !== saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offset === null || !changed) return;
    const outcome = await track(setGradeOffset({ quizId, email, gradeOffset: offset }));
    if (!outcome.ok) return feedback.failure(outcome.code);
    setSaved(outcome.data.gradeOffset);
    setText(String(outcome.data.gradeOffset));
    const { result } = outcome.data;
    if (typeof result !== 'number') feedback.success('usersPage.quizzes.savedNoMark', { quiz: quizName });
    else feedback.success('usersPage.quizzes.saved', { quiz: quizName, mark: result, max: maxGrade });
  };

  const labelledBy = `${columnHeaderId ?? `${fieldId}-label`} ${nameId}`;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        id={fieldId}
        type="number"
        size="small"
        label={columnHeaderId ? undefined : t('usersPage.quizzes.offset')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={offset === null}
        helperText={offset === null ? t('usersPage.quizzes.offsetInvalid', { max: MAX_GRADE_OFFSET.toLocaleString('en') }) : columnHeaderId ? undefined : t('usersPage.quizzes.offsetHint')}
        slotProps={{ htmlInput: { step: 1, 'aria-labelledby': labelledBy } }}
        sx={{ width: { xs: '100%', sm: 160 } }}
      />
      <Button type="submit" variant="outlined" disabled={!changed || saving} aria-describedby={nameId} sx={{ minHeight: 40 }}>
        {t('usersPage.quizzes.save')}
      </Button>
    </Box>
  );
}
