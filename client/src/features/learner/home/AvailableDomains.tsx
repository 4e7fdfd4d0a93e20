import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { quizViewPath } from '../../quiz/quizPaths.ts';
import type { AvailableDomains_learner$key } from './__generated__/AvailableDomains_learner.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** Accounts the learner may register in, each with its registration form. */
export function AvailableDomains({ learnerRef, message }: { learnerRef: AvailableDomains_learner$key; message: string | null | undefined }) {
  const { t } = useTranslation();
  const { availableDomains } = useFragment(
    graphql`
      fragment AvailableDomains_learner on Learner {
        availableDomains {
          id
          name
          registrationForm
        }
      }
    `,
    learnerRef,
  );
  if (availableDomains.length === 0) return null;
  return (
    <section aria-labelledby="available-programs-heading">
      <Typography id="available-programs-heading" variant="h5" component="h2" gutterBottom>
        {t('learnerHome.availablePrograms')}
      </Typography>
      {message && (
        <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          <UserText>{message}</UserText>
        </Typography>
      )}
      <Paper variant="outlined">
        <List>
          {availableDomains.map((domain) => (
            <ListItem
              key={domain.id}
              secondaryAction={
                domain.registrationForm && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={quizViewPath({ quizId: domain.registrationForm, isForm: true, accountId: domain.id })}
                    aria-label={t('learnerHome.registerIn', { name: domain.name })}
                  >
                    {t('learnerHome.register')}
                  </Button>
                )
              }
            >
              <ListItemText primary={<UserText>{domain.name}</UserText>} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </section>
  );
}
