// The tree's calls to the API, each under the account home's loading overlay,
// each telling the user how it went in the account home's message area
// (activity/). Every change to a program saves the whole program with the
// revision it was based on; staleRevision (changed elsewhere, e.g. in another
// tab) reloads the programs instead of overwriting that work. Every other
// answer carries what it changed (the program, or the account's quizzes and
// programs), which updates the tree in the store: nothing is read again.
import { useCallback, useMemo } from 'react';
import { cleanHeadingProgress, type TreeItem } from '../../../../../domain/program/tree.ts';
import { useFeedback } from '../activity/Feedback.tsx';
import { usePendingCalls } from '../activity/PendingCalls.tsx';
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
    programId: program.id,
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

/** The calls, stable while their inputs are. */
export function useTreeCalls(quizIds: ReadonlySet<string>): Calls {
  const track = usePendingCalls();
  const feedback = useFeedback();
  const reload = useProgramReload();
  const saveProgram = useSaveProgramMutation();
  const removeProgram = useDeleteProgramMutation();
  const reorderProgram = useMoveProgramMutation();
  const copyQuiz = useDuplicateQuizMutation();
  const removeQuiz = useDeleteQuizMutation();

  // Only after staleRevision: the program changed elsewhere, so the store's copy is the stale one.
  const reloadOrSay = useCallback(async () => {
    if (!(await track(reload()))) feedback.failure('unknown');
  }, [feedback, reload, track]);

  const save = useCallback(
    async (program: EditorProgram, settings: ProgramSettings, items: readonly TreeItem[]): Promise<SaveResult> => {
      const outcome = await track(saveProgram(saveInput(program, settings, items, quizIds)));
      if (outcome.ok) {
        feedback.success('programTree.notices.saved');
        return 'saved';
      }
      if (outcome.code === 'staleRevision') {
        feedback.problem('programTree.notices.staleRevision', { name: program.name });
        await reloadOrSay();
        return 'stale';
      }
      feedback.failure(outcome.code);
      return 'failed';
    },
    [feedback, quizIds, reloadOrSay, saveProgram, track],
  );

  const saveItems = useCallback((program: EditorProgram, items: readonly TreeItem[]) => save(program, program, items), [save]);
  const saveSettings = useCallback((program: EditorProgram, settings: ProgramSettings) => save(program, settings, program.items), [save]);

  const deleteProgram = useCallback(
    async (program: EditorProgram) => {
      const outcome = await track(removeProgram(program.id));
      if (!outcome.ok) {
        feedback.failure(outcome.code);
        return false;
      }
      feedback.success('programTree.notices.deleted', { name: program.name });
      return true;
    },
    [feedback, removeProgram, track],
  );

  const moveProgram = useCallback(
    async (program: EditorProgram, direction: 'up' | 'down') => {
      const outcome = await track(reorderProgram(program.id, direction));
      if (!outcome.ok) feedback.failure(outcome.code);
    },
    [feedback, reorderProgram, track],
  );

  const duplicateQuiz = useCallback<Calls['duplicateQuiz']>(
    async (input) => {
      const outcome = await track(copyQuiz(input));
      if (!outcome.ok) {
        feedback.failure(outcome.code);
        return false;
      }
      feedback.success('programTree.notices.duplicated', { name: input.name });
      return true;
    },
    [copyQuiz, feedback, track],
  );

  const deleteQuiz = useCallback<Calls['deleteQuiz']>(
    async (quizId, confirmSubmissions) => {
      const outcome = await track(removeQuiz(quizId, confirmSubmissions));
      if (!outcome.ok) {
        if (outcome.code === 'quizHasSubmissions' && !confirmSubmissions) return 'hasSubmissions';
        feedback.failure(outcome.code);
        return 'failed';
      }
      feedback.success(outcome.data.kept ? 'programTree.notices.quizKept' : 'programTree.notices.quizDeleted');
      return 'deleted';
    },
    [feedback, removeQuiz, track],
  );

  return useMemo(
    () => ({ saveItems, saveSettings, deleteProgram, moveProgram, duplicateQuiz, deleteQuiz }),
    [saveItems, saveSettings, deleteProgram, moveProgram, duplicateQuiz, deleteQuiz],
  );
}
