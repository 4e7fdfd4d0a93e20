// A folder's progress circle (learner spec §4 "Progress"): completed items
// over countable items, times 100, across every level below the folder.
//
// Countable: a visible item with addToCompletion, folders and quizzes
// included. Completed: marked by the learner, or inside a completed folder
// ("a completed parent marks completable children completed"), or, for a
// quiz, answered. A mark counts only on an item that is still completable:
// a mark left behind after the admin switched addToCompletion off is ignored.

export type ProgressColor = 'success' | 'warning' | 'primary';

/** The fields of a program item that progress reads. */
export interface ProgressItem {
  id: string;
  itemType: string;
  addToCompletion?: boolean | null;
  markedCompleted?: boolean | null;
  /** quizzes: the learner has submitted an answer */
  hasAnswer?: boolean | null;
  /** hidden by the admin: not shown to learners, so not counted */
  hidden?: boolean | null;
  children?: readonly ProgressItem[] | null;
}

export interface FolderProgress {
  completed: number;
  countable: number;
  /** whole percent, rounded down so 100 means all done; null when nothing is countable */
  percent: number | null;
}

export interface FolderProgressOptions {
  /** the folder sits inside a folder the learner marked completed */
  insideCompletedFolder?: boolean;
}

export function folderProgress(folder: ProgressItem, options: FolderProgressOptions = {}): FolderProgress {
  const tally = { completed: 0, countable: 0 };
  const folderCompleted = options.insideCompletedFolder === true || isMarkedCompleted(folder);
  countDescendants(folder.children ?? [], folderCompleted, tally);
  const percent = tally.countable === 0 ? null : Math.floor((tally.completed / tally.countable) * 100);
  return { ...tally, percent };
}

/** Above 80 success, above 50 warning, otherwise primary. */
export function progressColor(percent: number | null): ProgressColor {
  if (percent !== null && percent > 80) return 'success';
  if (percent !== null && percent > 50) return 'warning';
  return 'primary';
}

function countDescendants(
  items: readonly ProgressItem[],
  insideCompleted: boolean,
  tally: { completed: number; countable: number },
): void {
  for (const item of items) {
    if (item.hidden === true) continue;
    if (item.addToCompletion === true) {
      tally.countable += 1;
      if (insideCompleted || isMarkedCompleted(item) || isAnsweredQuiz(item)) tally.completed += 1;
    }
    countDescendants(item.children ?? [], insideCompleted || isMarkedCompleted(item), tally);
  }
}

function isMarkedCompleted(item: ProgressItem): boolean {
  return item.addToCompletion === true && item.markedCompleted === true;
}

function isAnsweredQuiz(item: ProgressItem): boolean {
  return item.itemType === 'quiz' && item.hasAnswer === true;
}
