import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ProgramTreeSection_account$key } from './__generated__/ProgramTreeSection_account.graphql.ts';
import { ProgramRow } from './ProgramRow.tsx';
import { readEditorProgram } from './readEditorProgram.ts';
import { accountIdOf } from './shareLinks.ts';
import { TreeDialogs } from './dialogs/TreeDialogs.tsx';
import { TreeEditorContext, type TreeDialog, type TreeEditor } from './TreeEditorContext.ts';
import { useTreeCalls } from './useTreeCalls.ts';

interface Notice {
  key: number;
  message: string;
  severity: 'success' | 'info' | 'error';
}

/**
 * The account owner's programs (admin spec §2, AccountHome "A tree of
 * programs, folders and items"): each program opens to its folders and items,
 * every row has its actions, and a full-screen overlay covers the page while
 * a call is pending.
 */
export function ProgramTreeSection({ accountRef }: { accountRef: ProgramTreeSection_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment ProgramTreeSection_account on Account {
        id
        enableVideo
        tracks
        quizzes {
          quizId
          name
          isForm
          externalGrades
          examineesCount
          answersCount
        }
        editorPrograms {
          ...readEditorProgram_program
        }
      }
    `,
    accountRef,
  );
  const programs = useMemo(
    () => account.editorPrograms.map(readEditorProgram).sort((a, b) => a.order - b.order),
    [account.editorPrograms],
  );
  const quizById = useMemo(() => new Map(account.quizzes.map((quiz) => [quiz.quizId, quiz])), [account.quizzes]);
  const quizIds = useMemo(() => new Set(quizById.keys()), [quizById]);

  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<TreeEditor['notify']>((message, severity = 'info') => setNotice({ key: Date.now(), message, severity }), []);
  const [dialog, setDialog] = useState<TreeDialog | null>(null);
  const { calls, pending } = useTreeCalls({ quizIds, notify });

  const editor = useMemo<TreeEditor>(
    () => ({
      accountId: accountIdOf(account.id),
      enableVideo: account.enableVideo,
      tracks: account.tracks,
      quizzes: account.quizzes,
      quizById,
      programs,
      notify,
      openDialog: setDialog,
      ...calls,
    }),
    [account, quizById, programs, notify, calls],
  );

  return (
    <TreeEditorContext.Provider value={editor}>
      <section aria-labelledby="program-tree-heading">
        <Typography id="program-tree-heading" variant="h5" component="h2" gutterBottom>
          {t('programTree.title')}
        </Typography>
        {programs.length === 0 ? (
          <Typography>{t('programTree.noPrograms')}</Typography>
        ) : (
          <Paper component="ul" aria-labelledby="program-tree-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {programs.map((program, index) => (
              <ProgramRow key={program.id} program={program} index={index} />
            ))}
          </Paper>
        )}
      </section>
      <TreeDialogs dialog={dialog} programs={programs} onClose={() => setDialog(null)} />
      <Backdrop open={pending} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
        <CircularProgress color="inherit" aria-label={t('programTree.working')} />
      </Backdrop>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled" sx={{ width: '100%', overflowWrap: 'anywhere' }}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </TreeEditorContext.Provider>
  );
}
