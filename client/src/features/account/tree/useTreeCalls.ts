// The tree's calls to the API, each under the loading overlay, each telling
// the user how it went. Every change to a program saves the whole program
// with the revision it was based on; staleRevision (changed elsewhere, e.g.
// in another tab) reloads the programs instead of overwriting that work.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHeadingProgress, type TreeItem } from '../../../../../domain/program/tree.ts';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useDeleteProgramMutation } from './mutations/DeleteProgramMutation.ts';
import { useDeleteQuizMutation } from './mutations/DeleteQuizMutation.ts';
import { useDuplicateQuizMutation } from './mutations/DuplicateQuizMutation.ts';
import { useMoveProgramMutation } from './mutations/MoveProgramMutation.ts';
import { useSaveProgramMutation, type SaveProgramInput } from './mutations/SaveProgramMutation.ts';
import type { TreeEditor } from './TreeEditorContext.ts';
import type { EditorProgram, ProgramSettings, SaveResult } from './types.ts';
import { useProgramReload } from './useProgramReload.ts';

type Calls = Pick<TreeEditor, 'saveItems' | 'saveSettings' | 'deleteProgram' | 'moveProgram' | 'duplicateQuiz' | 'deleteQuiz'>;

/**
 * The whole program as saveProgram takes it: heading progress keeps only
 * first-level folders (at most 3) and prerequisites only quizzes the account
 * has (spec §5).
 */
export function saveInput(program: EditorProgram, settings: ProgramSettings, items: readonly TreeItem[], quizIds: ReadonlySet<string>): SaveProgramInput {
  return {
    programId: program.programId,
    revision: program.revision,
    name: settings.name,
    hidden: settings.hidden,
    prerequisites: settings.prerequisites.filter((id) => quizIds.has(id)),
    tracks: [...settings.tracks],
    prerequisitesOperationOR: settings.prerequisitesOperationOR,
    headingProgress: cleanHeadingProgress(settings.headingProgress, items),
    items,
  };
}

/** The calls (stable while their inputs are) and whether one is pending. */
export function useTreeCalls({ quizIds, notify }: { quizIds: ReadonlySet<string>; notify: TreeEditor['notify'] }): { calls: Calls; pending: boolean } {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const reload = useProgramReload();
  const saveProgram = useSaveProgramMutation();
  const removeProgram = useDeleteProgramMutation();
  const reorderProgram = useMoveProgramMutation();
  const copyQuiz = useDuplicateQuizMutation();
  const removeQuiz = useDeleteQuizMutation();

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await call();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  const fail = useCallback((code: string) => notify(t(errorMessageKey(code)), 'error'), [notify, t]);
  const reloadOrSay = useCallback(async () => {
    if (!(await run(reload))) fail('unknown');
  }, [fail, reload, run]);

  const save = useCallback(
    async (program: EditorProgram, settings: ProgramSettings, items: readonly TreeItem[]): Promise<SaveResult> => {
      const outcome = await run(() => saveProgram(saveInput(program, settings, items, quizIds)));
      if (outcome.ok) {
        notify(t('programTree.notices.saved'), 'success');
        return 'saved';
      }
      if (outcome.code === 'staleRevision') {
        notify(t('programTree.notices.staleRevision', { name: program.name }), 'error');
        await reloadOrSay();
        return 'stale';
      }
      fail(outcome.code);
      return 'failed';
    },
    [fail, notify, quizIds, reloadOrSay, run, saveProgram, t],
  );

  const saveItems = useCallback((program: EditorProgram, items: readonly TreeItem[]) => save(program, program, items), [save]);
  const saveSettings = useCallback((program: EditorProgram, settings: ProgramSettings) => save(program, settings, program.items), [save]);

  const deleteProgram = useCallback(
    async (program: EditorProgram) => {
      const outcome = await run(() => removeProgram(program.programId));
      if (!outcome.ok) {
        fail(outcome.code);
        return false;
      }
      notify(t('programTree.notices.deleted', { name: program.name }), 'success');
      await reloadOrSay();
      return true;
    },
    [fail, notify, reloadOrSay, removeProgram, run, t],
  );

  const moveProgram = useCallback(
    async (program: EditorProgram, direction: 'up' | 'down') => {
      const outcome = await run(() => reorderProgram(program.programId, direction));
      if (!outcome.ok) fail(outcome.code);
    },
    [fail, reorderProgram, run],
  );

  const duplicateQuiz = useCallback<Calls['duplicateQuiz']>(
    async (input) => {
      const outcome = await run(() => copyQuiz(input));
      if (!outcome.ok) {
        fail(outcome.code);
        return false;
      }
      notify(t('programTree.notices.duplicated', { name: input.name }), 'success');
      await reloadOrSay();
      return true;
    },
    [copyQuiz, fail, notify, reloadOrSay, run, t],
  );

  const deleteQuiz = useCallback<Calls['deleteQuiz']>(
    async (quizId, confirmSubmissions) => {
      const outcome = await run(() => removeQuiz(quizId, confirmSubmissions));
      if (!outcome.ok) {
        if (outcome.code === 'quizHasSubmissions' && !confirmSubmissions) return 'hasSubmissions';
        fail(outcome.code);
        return 'failed';
      }
      notify(t(outcome.data.kept ? 'programTree.notices.quizKept' : 'programTree.notices.quizDeleted'), 'success');
      await reloadOrSay();
      return 'deleted';
    },
    [fail, notify, reloadOrSay, removeQuiz, run, t],
  );

  const calls = useMemo(
    () => ({ saveItems, saveSettings, deleteProgram, moveProgram, duplicateQuiz, deleteQuiz }),
    [saveItems, saveSettings, deleteProgram, moveProgram, duplicateQuiz, deleteQuiz],
  );
  return { calls, pending: pending > 0 };
}
