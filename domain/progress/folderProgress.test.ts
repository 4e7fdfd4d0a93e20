import { describe, expect, it } from 'vitest';
import { folderProgress, progressColor, type ProgressItem } from './folderProgress.ts';

let nextId = 0;
function item(itemType: string, fields: Omit<ProgressItem, 'id' | 'itemType'> = {}): ProgressItem {
  nextId += 1;
  return { id: `item-${nextId}`, itemType, ...fields };
}
const folder = (children: ProgressItem[], fields: Omit<ProgressItem, 'id' | 'itemType' | 'children'> = {}) =>
  item('folder', { ...fields, children });
const video = (fields: Omit<ProgressItem, 'id' | 'itemType'> = {}) => item('video', { addToCompletion: true, ...fields });
const done = () => video({ markedCompleted: true });
const open = () => video({ markedCompleted: false });

describe('folder progress is completed ÷ countable × 100 over the folder’s descendants', () => {
  it.each<[string, ProgressItem, ReturnType<typeof folderProgress>]>([
    ['one of two completed is 50%', folder([done(), open()]), { completed: 1, countable: 2, percent: 50 }],
    ['all completed is 100%', folder([done(), done()]), { completed: 2, countable: 2, percent: 100 }],
    ['none completed is 0%', folder([open(), open()]), { completed: 0, countable: 2, percent: 0 }],
    ['one of three is rounded down to 33%', folder([done(), open(), open()]), { completed: 1, countable: 3, percent: 33 }],
    [
      'two of three is rounded down to 66%, so 100% means all done',
      folder([done(), done(), open()]),
      { completed: 2, countable: 3, percent: 66 },
    ],
    [
      'items without addToCompletion are not counted, even when marked',
      folder([done(), video({ addToCompletion: false, markedCompleted: true }), item('link')]),
      { completed: 1, countable: 1, percent: 100 },
    ],
    [
      'items in sub-folders at any depth are counted',
      folder([open(), folder([done(), folder([done()])])]),
      { completed: 2, countable: 3, percent: 66 },
    ],
    [
      'a completable sub-folder is itself counted',
      folder([folder([open()], { addToCompletion: true, markedCompleted: false }), done()]),
      { completed: 1, countable: 3, percent: 33 },
    ],
    [
      'hidden items and everything under them are not counted',
      folder([done(), video({ hidden: true }), folder([open()], { hidden: true })]),
      { completed: 1, countable: 1, percent: 100 },
    ],
    ['nothing countable has no percent', folder([item('link'), folder([])]), { completed: 0, countable: 0, percent: null }],
    ['an empty folder has no percent', folder([]), { completed: 0, countable: 0, percent: null }],
  ])('%s', (_rule, subject, expected) => {
    expect(folderProgress(subject)).toEqual(expected);
  });
});

describe('a completed parent completes its completable children', () => {
  it('a marked sub-folder completes everything completable inside it, at every depth', () => {
    const marked = folder([open(), folder([open()]), item('link')], { addToCompletion: true, markedCompleted: true });
    expect(folderProgress(folder([marked, open()]))).toEqual({ completed: 3, countable: 4, percent: 75 });
  });

  it('a marked folder shows 100% for itself', () => {
    const marked = folder([open(), open()], { addToCompletion: true, markedCompleted: true });
    expect(folderProgress(marked).percent).toBe(100);
  });

  it('a folder inside a completed folder shows 100%', () => {
    expect(folderProgress(folder([open(), open()]), { insideCompletedFolder: true }).percent).toBe(100);
  });

  it('a mark on a folder that is no longer completable completes nothing', () => {
    const stale = folder([open(), open()], { addToCompletion: false, markedCompleted: true });
    expect(folderProgress(folder([stale])).percent).toBe(0);
  });

  it('an unmarked parent leaves its children as they are', () => {
    const unmarked = folder([done(), open()], { addToCompletion: true, markedCompleted: false });
    expect(folderProgress(folder([unmarked]))).toEqual({ completed: 1, countable: 3, percent: 33 });
  });
});

describe('a completable quiz counts as completed once answered', () => {
  it.each<[string, ProgressItem, number]>([
    ['an answered quiz', item('quiz', { addToCompletion: true, hasAnswer: true }), 100],
    ['an unanswered quiz', item('quiz', { addToCompletion: true, hasAnswer: false }), 0],
    ['an unanswered quiz the learner marked', item('quiz', { addToCompletion: true, markedCompleted: true }), 100],
    ['hasAnswer does not complete a video', video({ hasAnswer: true }), 0],
  ])('%s', (_case, subject, percent) => {
    expect(folderProgress(folder([subject])).percent).toBe(percent);
  });

  it('an answered quiz without addToCompletion is not counted', () => {
    expect(folderProgress(folder([item('quiz', { hasAnswer: true }), open()]))).toEqual({
      completed: 0,
      countable: 1,
      percent: 0,
    });
  });
});

describe('progressColor: above 80 success, above 50 warning, otherwise primary', () => {
  it.each<[number | null, string]>([
    [100, 'success'],
    [81, 'success'],
    [80, 'warning'],
    [51, 'warning'],
    [50, 'primary'],
    [0, 'primary'],
    [null, 'primary'],
  ])('%s%% is %s', (percent, color) => {
    expect(progressColor(percent)).toBe(color);
  });
});
