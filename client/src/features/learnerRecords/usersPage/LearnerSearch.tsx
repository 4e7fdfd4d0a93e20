import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { startTransition, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLoader } from 'react-relay';
import { isEmail, normalizeEmail } from '../../../../../domain/validation/email.ts';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LearnerRecordsResult, learnerRecordsQuery } from './LearnerRecordsResult.tsx';
import type { LearnerRecordsResultQuery } from './__generated__/LearnerRecordsResultQuery.graphql.ts';

/** The search by e-mail (checked by the project's e-mail rule before it is sent) and what it found. */
export function LearnerSearch({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [queryRef, loadQuery] = useQueryLoader<LearnerRecordsResultQuery>(learnerRecordsQuery);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  // A new search (or a retry) starts a fresh error boundary; a reload after a change keeps the page shown.
  const [searchCount, setSearchCount] = useState(0);

  // From the server, never the store: learners answer and are graded elsewhere, and the marks shown are the ones they see.
  const load = useCallback(
    (email: string) => loadQuery({ accountId, email }, { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL }),
    [accountId, loadQuery],
  );
  const search = (email: string) => {
    setSearchCount((count) => count + 1);
    load(email);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = normalizeEmail(text);
    setInvalid(!isEmail(email));
    if (isEmail(email)) search(email);
  };
  // A deletion is read back: which quizzes stay listed after it is the server's to say (a saved offset updates the store).
  const email = queryRef?.variables.email;
  const reload = useCallback(() => {
    if (email) startTransition(() => load(email));
  }, [email, load]);

  return (
    <Stack spacing={3}>
      <Box component="form" role="search" aria-label={t('usersPage.search.email')} onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="email"
            label={t('usersPage.search.email')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={invalid}
            helperText={invalid ? t('errors.invalidEmail') : t('usersPage.search.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
            sx={{ flexGrow: 1, maxWidth: { md: 480 } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: { sm: 1 }, minHeight: 44 }}>
            {t('usersPage.search.submit')}
          </Button>
        </Stack>
      </Box>
      {queryRef && email && (
        <ErrorBoundary
          key={searchCount}
          fallback={() => (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => search(email)}>
                  {t('usersPage.retry')}
                </Button>
              }
            >
              {t('usersPage.loadFailed')}
            </Alert>
          )}
        >
          <Suspense fallback={<CircularProgress aria-label={t('usersPage.search.loading')} />}>
            <LearnerRecordsResult queryRef={queryRef} accountId={accountId} onChanged={reload} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Stack>
  );
}
