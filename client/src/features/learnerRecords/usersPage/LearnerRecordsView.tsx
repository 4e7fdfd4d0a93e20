import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../../shell/userText/UserText.tsx';
import { DeleteRegistrationButton } from './DeleteRegistrationButton.tsx';
import { LearnerQuizList } from './LearnerQuizList.tsx';
import { PrivateQuizList } from './PrivateQuizList.tsx';
import type { LearnerRecordsView_records$key } from './__generated__/LearnerRecordsView_records.graphql.ts';

interface Props {
  recordsRef: LearnerRecordsView_records$key;
  accountId: string;
  onChanged: () => void;
}

/** The learner found: their e-mail and registration, their private quizzes, their quizzes. */
export function LearnerRecordsView({ recordsRef, accountId, onChanged }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const records = useFragment(
    graphql`
      fragment LearnerRecordsView_records on LearnerRecords {
        email
        registered
        ...PrivateQuizList_records
        ...LearnerQuizList_records
      }
    `,
    recordsRef,
  );
  return (
    <Stack spacing={3} component="section" aria-labelledby={headingId}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography variant="overline" component="p">
              {t('usersPage.learner.heading')}
            </Typography>
            <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <UserText>{records.email}</UserText>
            </Typography>
            <Typography color="text.secondary">{t(records.registered ? 'usersPage.learner.registered' : 'usersPage.learner.notRegistered')}</Typography>
          </div>
          <DeleteRegistrationButton accountId={accountId} email={records.email} onChanged={onChanged} />
        </Stack>
      </Paper>
      <PrivateQuizList recordsRef={records} onChanged={onChanged} />
      <LearnerQuizList recordsRef={records} onChanged={onChanged} />
    </Stack>
  );
}
