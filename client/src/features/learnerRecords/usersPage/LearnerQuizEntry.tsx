import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { DetailRow } from '../../shell/DetailRow.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';
import { DeleteEntryButton } from './DeleteEntryButton.tsx';
import { GradeOffsetForm } from './GradeOffsetForm.tsx';
import type { LearnerQuizEntry_quiz$key } from './__generated__/LearnerQuizEntry_quiz.graphql.ts';

interface Props {
  quizRef: LearnerQuizEntry_quiz$key;
  email: string;
  /** a table row (960 px and wider) or a card (phones) */
  layout: 'row' | 'card';
  /** the table's "grade adjustment" header, which names each row's field */
  offsetHeaderId?: string;
  onChanged: () => void;
}

/** One quiz of the learner: its name, the result (with the adjustment applied), the adjustment, delete. */
export function LearnerQuizEntry({ quizRef, email, layout, offsetHeaderId, onChanged }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const quiz = useFragment(
    graphql`
      fragment LearnerQuizEntry_quiz on LearnerQuizRecord {
        __id
        quizId
        name
        isForm
        mark
        maxGrade
        gradeOffset
      }
    `,
    quizRef,
  );
  const name = <UserText>{quiz.name}</UserText>;
  const result = quiz.isForm
    ? t('usersPage.quizzes.form')
    : quiz.mark === null
      ? t('usersPage.quizzes.noMark', { max: quiz.maxGrade })
      : t('usersPage.quizzes.markOf', { mark: quiz.mark, max: quiz.maxGrade });
  // A form has no grade to adjust.
  const offset = quiz.isForm ? null : (
    <GradeOffsetForm
      quizId={quiz.quizId}
      quizName={quiz.name}
      email={email}
      gradeOffset={quiz.gradeOffset}
      maxGrade={quiz.maxGrade}
      nameId={nameId}
      columnHeaderId={layout === 'row' ? offsetHeaderId : undefined}
      recordId={quiz.__id}
    />
  );
  const remove = <DeleteEntryButton quizId={quiz.quizId} quizName={quiz.name} email={email} describedBy={nameId} onChanged={onChanged} />;

  if (layout === 'row') {
    return (
      <TableRow>
        <TableCell component="th" scope="row" id={nameId} sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </TableCell>
        <TableCell>{result}</TableCell>
        <TableCell>{offset}</TableCell>
        <TableCell>{remove}</TableCell>
      </TableRow>
    );
  }
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Typography id={nameId} variant="subtitle1" component="h4" sx={{ fontWeight: 'medium', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <dl style={{ margin: 0 }}>
          <DetailRow label={t('usersPage.quizzes.result')}>{result}</DetailRow>
        </dl>
        {offset}
      </CardContent>
      <CardActions>{remove}</CardActions>
    </Card>
  );
}
