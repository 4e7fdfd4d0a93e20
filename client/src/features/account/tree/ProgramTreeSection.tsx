import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { accountIdOf } from '../shareLinks.ts';
import type { ProgramTreeSection_account$key } from './__generated__/ProgramTreeSection_account.graphql.ts';
import { ProgramRow } from './ProgramRow.tsx';
import { readEditorProgram } from './readEditorProgram.ts';
import { TreeDialogs } from './dialogs/TreeDialogs.tsx';
import { TreeEditorContext, type TreeDialog, type TreeEditor } from './TreeEditorContext.ts';
import { useTreeCalls } from './useTreeCalls.ts';

/**
 * The account owner's programs (admin spec §2, AccountHome "A tree of
 * programs, folders and items"): each program opens to its folders and items,
 * and every row has its actions. Its calls show the account home's overlay and
 * messages (activity/), so it lives inside their providers.
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
          published
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

  const [dialog, setDialog] = useState<TreeDialog | null>(null);
  const calls = useTreeCalls(quizIds);

  const editor = useMemo<TreeEditor>(
    () => ({
      accountId: accountIdOf(account.id),
      enableVideo: account.enableVideo,
      tracks: account.tracks,
      quizzes: account.quizzes,
      quizById,
      programs,
      openDialog: setDialog,
      ...calls,
    }),
    [account, quizById, programs, calls],
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
    </TreeEditorContext.Provider>
  );
}
