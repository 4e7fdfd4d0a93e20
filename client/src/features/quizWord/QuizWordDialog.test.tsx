// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';
import { findAlertSaying } from '../../test/isolation.ts';
import { resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { chooseAction, expand, openActions, openTree, quiz as quizItem, QUIZZES } from '../account/tree/treeTestHarness.tsx';
import { ARABIC, ENGLISH, everyTypeQuiz } from './quizWordFixtures.ts';
import { readDocx } from './readDocx.ts';

startEachTestAsNewBrowser();

// jsdom has no object URLs and does not download: the test stands in for the
// browser's download and keeps what would have been saved.
const saved: { fileName: string; file: Blob }[] = [];
const objects = new Map<string, Blob>();
const keepDownload = (event: MouseEvent) => {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement) || !link.download) return;
  event.preventDefault();
  saved.push({ fileName: link.download, file: objects.get(link.href)! });
};
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${objects.size}`;
    objects.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void objects.delete(url);
  document.addEventListener('click', keepDownload, true);
});
afterEach(() => document.removeEventListener('click', keepDownload, true));

const PROGRAM = { programId: 'p1', name: 'Physics', items: [quizItem('q1', 'Quiz one'), quizItem('q3', 'Graded elsewhere', 'quiz-q3')] };
const WITH_EXTERNAL = [...QUIZZES, { quizId: 'quiz-q3', name: 'Graded elsewhere', isForm: false, externalGrades: true, examineesCount: 0, answersCount: 0, published: true }];

const TEXTS = {
  en: { program: 'Show the contents of program Physics', actions: 'Actions for quiz Quiz one', action: 'Quiz to Word: quiz Quiz one' },
  ar: { program: 'عرض محتويات البرنامج Physics', actions: 'إجراءات الاختبار Quiz one', action: 'تصدير الاختبار Quiz one إلى Word' },
};

/** The Word export dialog of "Quiz one", opened from its row's actions, and the quiz it reads. */
async function openWordExport(quiz: Quiz | { error: string }, language: Language = 'en') {
  const rendered = await openTree([PROGRAM], { language, quizzes: WITH_EXTERNAL });
  await expand(TEXTS[language].program);
  await chooseAction(TEXTS[language].actions, TEXTS[language].action);
  const dialog = await screen.findByRole('dialog');
  const answer =
    'error' in quiz
      ? { __typename: 'AppError', code: quiz.error }
      : { __typename: 'QueryQuizDocumentSuccess', data: { document: quiz } };
  return { ...rendered, dialog, answer };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('quiz to Word from the program tree', () => {
  it('is a row action of a quiz without external grades, and not of one with them', async () => {
    await openTree([PROGRAM], { quizzes: WITH_EXTERNAL });
    await expand(TEXTS.en.program);
    expect(within(await openActions('Actions for quiz Quiz one')).getByRole('menuitem', { name: 'Quiz to Word: quiz Quiz one' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const menu = await openActions('Actions for quiz Graded elsewhere');
    expect(within(menu).queryByRole('menuitem', { name: /to Word/ })).toBeNull();
  });

  it('reads the quiz first, then saves "<quiz name>.docx" with the answers when asked, busy while it works', async () => {
    const { dialog, environment, answer } = await openWordExport(everyTypeQuiz(ENGLISH));
    expect(within(dialog).getByRole('status').textContent).toBe('Reading the quiz…');
    expect(button(dialog, 'Download').disabled).toBe(true);
    const operation = await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: answer });
    expect(operation.request.variables).toEqual({ quizId: 'quiz-q1' });

    await waitFor(() => expect(button(dialog, 'Download').disabled).toBe(false));
    expect(within(dialog).getByRole('heading', { name: 'Word export: Geography final' })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'English, left to right' }) as HTMLInputElement).checked).toBe(true);
    const includeAnswers = within(dialog).getByRole('checkbox', { name: 'Include the answers' }) as HTMLInputElement;
    expect(includeAnswers.checked).toBe(false);
    fireEvent.click(includeAnswers);
    fireEvent.click(button(dialog, 'Download'));

    expect(within(dialog).getByRole('status').textContent).toBe('Writing the document…');
    expect(button(dialog, 'Download').disabled).toBe(true);
    expect(includeAnswers.disabled).toBe(true);
    await findAlertSaying('Geography final.docx was saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(saved.map((file) => file.fileName)).toEqual(['Geography final.docx']);
    const document = await readDocx(saved[0].file);
    expect(document.text).toContain('✓ Paris');
    expect(document.xml).not.toContain('<w:bidi/>');
  });

  it('in Arabic: an Arabic quiz is proposed in Arabic, and the document reads right to left, without the answers unless asked', async () => {
    const { dialog, environment, answer } = await openWordExport(everyTypeQuiz(ARABIC), 'ar');
    expect(within(dialog).getByRole('status').textContent).toBe('جارٍ قراءة الاختبار…');
    await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: answer });
    await waitFor(() => expect(button(dialog, 'تنزيل').disabled).toBe(false));
    expect((within(dialog).getByRole('radio', { name: 'العربية، من اليمين إلى اليسار' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button(dialog, 'تنزيل'));
    expect(within(dialog).getByRole('status').textContent).toBe('جارٍ كتابة المستند…');
    await findAlertSaying('تم حفظ اختبار الجغرافيا.docx');

    const document = await readDocx(saved[0].file);
    expect(saved[0].fileName).toBe('اختبار الجغرافيا.docx');
    expect(document.text).toContain('السؤال 1');
    expect(document.text).not.toContain('✓');
    expect(document.xml).toContain('<w:bidi/>');
    expect(document.xml).toContain('<w:rtl/>');
  });

  it('the proposed language can be changed: an English quiz written as an Arabic document', async () => {
    const { dialog, environment, answer } = await openWordExport(everyTypeQuiz(ENGLISH));
    await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: answer });
    await waitFor(() => expect(button(dialog, 'Download').disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Arabic, right to left' }));
    fireEvent.click(button(dialog, 'Download'));
    await findAlertSaying('Geography final.docx was saved');
    const document = await readDocx(saved[0].file);
    expect(document.text).toContain('السؤال 1');
    expect(document.text).toContain(ENGLISH.single);
  });

  it('a picture that cannot be fetched: the document is saved naming it, and the message says some are missing', async () => {
    const quiz: Quiz = {
      name: 'Maps',
      passGrade: 0,
      version: 2,
      sections: [{ id: 's', name: 'Maps', questions: [{ id: 'm', type: 4, text: 'Look', imageURL: '/files/map.png' }] }],
    };
    const { dialog, environment, answer } = await openWordExport(quiz);
    await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: answer });
    await waitFor(() => expect(button(dialog, 'Download').disabled).toBe(false));
    fireEvent.click(button(dialog, 'Download'));
    await findAlertSaying('Maps.docx was saved, but some images could not be fetched (1); the document names their addresses');
    expect((await readDocx(saved[0].file)).text).toContain('Image not available: /files/map.png');
  });

  it('a quiz that cannot be read is said on the account home, and nothing is saved', async () => {
    const { environment, answer } = await openWordExport({ error: 'notFound' });
    await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: answer });
    await findAlertSaying('Not found');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });
});
