// The registration form's results: who registered with the account, when, on
// which tracks, and what they answered (read through the form as it is now).
// Its button loads them as it opens it (RegistrationFormSection.tsx).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery, type LoadQueryOptions } from 'react-relay';
import { answerEntries } from '../../../../../domain/quiz/answerSummary.ts';
import { parseAnswers } from '../../../../../domain/quiz/answersInput.ts';
import { parseQuiz } from '../../../../../domain/quiz/document.ts';
import type { QuizContent } from '../../../../../domain/quiz/types.ts';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { RegistrationAnswer } from './RegistrationAnswer.tsx';
import type { RegistrationsDialogQuery } from './__generated__/RegistrationsDialogQuery.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** How many registrations the dialog lists. */
export const REGISTRATIONS_SHOWN = 200;

export const registrationsDialogQuery = graphql`
  query RegistrationsDialogQuery($accountId: ID!, $formId: String!, $first: Int!) {
    node(id: $accountId) {
      ... on Account {
        registrations(first: $first) {
          totalCount
          edges {
            node {
              email
              name
              tracks
              registeredAt
              answers
            }
          }
        }
      }
    }
    quizDocument(quizId: $formId) {
      ... on QueryQuizDocumentSuccess {
        data {
          document
        }
      }
    }
  }
`;

/** What the dialog loads as it opens: the account's first registrations and its form. */
export const registrationsVariables = (accountId: string, regFormId: string) => ({ accountId, formId: regFormId, first: REGISTRATIONS_SHOWN });

/**
 * network-only: learners register elsewhere, at any time; the list opened is
 * the list as it is now, not the one seen when the dialog was last opened.
 */
export const REGISTRATIONS_FETCH: LoadQueryOptions = { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL };

interface Props {
  /** the registrations, loaded as the dialog opens */
  queryRef: PreloadedQuery<RegistrationsDialogQuery> | null | undefined;
  open: boolean;
  onClose: () => void;
}

export function RegistrationsDialog({ queryRef, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="registrations-title">
      <DialogTitle id="registrations-title">{t('accountHome.registrations.title')}</DialogTitle>
      <DialogContent dividers>
        {open && queryRef && (
          <Suspense fallback={<CircularProgress aria-label={t('accountHome.registrations.loading')} />}>
            <RegistrationList queryRef={queryRef} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accountHome.registrations.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function contentOf(document: unknown): QuizContent | null {
  const parsed = parseQuiz(document);
  if (!parsed.ok) return null;
  const { quiz } = parsed;
  return quiz.version === 0 ? { version: 0, questions: quiz.questions } : { version: quiz.version, sections: quiz.sections };
}

function RegistrationList({ queryRef }: { queryRef: PreloadedQuery<RegistrationsDialogQuery> }) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<RegistrationsDialogQuery>(registrationsDialogQuery, queryRef);
  const content = useMemo(() => contentOf(data.quizDocument?.data?.document), [data.quizDocument]);
  const registrations = data.node?.registrations;
  if (!registrations || registrations.totalCount === 0) return <Typography>{t('accountHome.registrations.none')}</Typography>;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack spacing={1}>
      <Typography>{t('accountHome.registrations.count', { count: registrations.totalCount })}</Typography>
      {registrations.totalCount > registrations.edges.length && (
        <Alert severity="info">{t('accountHome.registrations.firstShown', { shown: registrations.edges.length, total: registrations.totalCount })}</Alert>
      )}
      {registrations.edges.map(({ node }) => {
        const parsed = parseAnswers(node.answers);
        const entries = content && parsed.ok ? answerEntries(content, parsed.answers) : [];
        return (
          <Accordion key={node.email} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 'medium', overflowWrap: 'anywhere' }}>
                  {node.name && (
                    <>
                      <UserText>{node.name}</UserText>
                      {' · '}
                    </>
                  )}
                  <UserText>{node.email}</UserText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dateFormat.format(new Date(String(node.registeredAt)))}
                </Typography>
                {node.tracks.length > 0 && (
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }} aria-label={t('accountHome.registrations.tracks')}>
                    {node.tracks.map((track) => (
                      <Chip key={track} size="small" label={track} />
                    ))}
                  </Stack>
                )}
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {entries.length === 0 ? (
                <Typography color="text.secondary">{t('accountHome.registrations.noAnswers')}</Typography>
              ) : (
                <Box component="dl" sx={{ m: 0 }}>
                  {entries.map((entry) => (
                    <Box key={entry.questionId} sx={{ mb: 1.5 }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        <UserText>{entry.question}</UserText>
                      </Typography>
                      <Box component="dd" sx={{ m: 0 }}>
                        <RegistrationAnswer value={entry.value} />
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
