import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../../shell/userText/UserText.tsx';
import { DeleteEntryButton } from './DeleteEntryButton.tsx';
import type { PrivateQuizList_records$key } from './__generated__/PrivateQuizList_records.graphql.ts';

/** The account's private quizzes the learner is a private user of; each entry can be deleted. */
export function PrivateQuizList({ recordsRef, onChanged }: { recordsRef: PrivateQuizList_records$key; onChanged: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { email, privateQuizzes } = useFragment(
    graphql`
      fragment PrivateQuizList_records on LearnerRecords {
        email
        privateQuizzes {
          quizId
          name
        }
      }
    `,
    recordsRef,
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('usersPage.privateQuizzes.heading')}
      </Typography>
      {privateQuizzes.length === 0 ? (
        <Typography color="text.secondary">{t('usersPage.privateQuizzes.none')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{t('usersPage.privateQuizzes.intro')}</Typography>
          <List aria-labelledby={headingId}>
            {privateQuizzes.map((quiz) => (
              <PrivateQuizItem key={quiz.quizId} quizId={quiz.quizId} name={quiz.name} email={email} onChanged={onChanged} />
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}

function PrivateQuizItem({ quizId, name, email, onChanged }: { quizId: string; name: string; email: string; onChanged: () => void }) {
  const nameId = useId();
  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <ListItemText primary={<UserText>{name}</UserText>} slotProps={{ primary: { id: nameId, sx: { overflowWrap: 'anywhere' } } }} />
      <DeleteEntryButton quizId={quizId} quizName={name} email={email} describedBy={nameId} onChanged={onChanged} />
    </ListItem>
  );
}
