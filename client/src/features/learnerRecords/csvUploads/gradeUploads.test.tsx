// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages.ts';
import { resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { chooseAction, expand, openActions, openTree, quiz } from '../../account/tree/treeTestHarness.tsx';
import { ALL_QUIZZES, answerNextBatch, chooseFile, downloads, keepDownloads, sentMutations, tableRows } from './uploadTestHarness.ts';

startEachTestAsNewBrowser();
keepDownloads();

const PROGRAM = { programId: 'p1', name: 'Physics', items: [quiz('q1', 'Quiz one'), quiz('q2', 'Survey'), quiz('q3', 'Graded elsewhere')] };

// q1 is graded by hand (3 points); q2 has two spaces of 2 points each.
const QUIZ_ONE = {
  id: 'quiz-q1',
  name: 'Quiz one',
  passGrade: 1,
  version: 2,
  sections: [
    {
      id: 's1',
      name: 'Only',
      questions: [
        { id: 'q1', type: 1, text: 'Explain', weight: 3, possibleAnswers: [], isManuallyGraded: true },
        {
          id: 'q2',
          type: 2,
          weight: 2,
          fields: [
            { type: 'space', values: ['Nile'], size: 'md' },
            { type: 'text', value: 'and' },
            { type: 'space', values: ['Euphrates'], size: 'md' },
          ],
        },
      ],
    },
  ],
};
const GRADED_ELSEWHERE = { id: 'quiz-q3', name: 'Graded elsewhere', passGrade: 50, version: 2, externalGrades: true, maxGradeExternal: 100, sections: [] };

const TEXTS = {
  en: {
    program: 'Show the contents of program Physics',
    manual: ['Actions for quiz Quiz one', 'Manual grading upload: quiz Quiz one'],
    external: ['Actions for quiz Graded elsewhere', 'External grading upload: quiz Graded elsewhere'],
    choose: 'Choose a .csv file',
    missingQuestionID: 'A question in the file is not a question of this quiz: write its number as the quiz editor shows it (3, or 2.3 for question 3 of section 2 when the quiz has several sections)',
    template: 'Download template',
    templateFile: 'Grades template - Quiz one.csv',
    line: (line: number) => `Line ${line} of the file.`,
  },
  ar: {
    program: 'عرض محتويات البرنامج Physics',
    manual: ['إجراءات الاختبار Quiz one', 'رفع الدرجات اليدوية للاختبار Quiz one'],
    external: ['إجراءات الاختبار Graded elsewhere', 'رفع الدرجات الخارجية للاختبار Graded elsewhere'],
    choose: 'اختر ملف ‎.csv',
    missingQuestionID: 'سؤال في الملف ليس من أسئلة هذا الاختبار: اكتب رقمه كما يظهر في محرر الاختبار (3، أو 2.3 للسؤال 3 من القسم 2 إن كان في الاختبار عدة أقسام)',
    template: 'تنزيل القالب',
    templateFile: 'قالب الدرجات - Quiz one.csv',
    line: (line: number) => `السطر ${line} من الملف.`,
  },
};

/** The grading dialog of a quiz, opened from its row, with the quiz it loads answered. */
async function openGrading(kind: 'manual' | 'external', language: Language = 'en') {
  const rendered = await openTree([PROGRAM], { language, quizzes: ALL_QUIZZES });
  await expand(TEXTS[language].program);
  await chooseAction(TEXTS[language][kind][0], TEXTS[language][kind][1]);
  const dialog = await screen.findByRole('dialog');
  const document = kind === 'manual' ? QUIZ_ONE : GRADED_ELSEWHERE;
  const loaded = await resolveOperation(rendered.environment, 'useQuizDocumentQuery', {
    quizDocument: { __typename: 'QueryQuizDocumentSuccess', data: { document } },
  });
  expect(loaded.request.variables).toEqual({ quizId: document.id });
  await within(dialog).findByRole('button', { name: TEXTS[language].choose });
  return { ...rendered, dialog };
}

describe('the row actions of a quiz, by its kind (admin spec §2)', () => {
  it.each([
    ['quiz Quiz one', ['Delete examinees by file: quiz Quiz one', 'Upload private users of quiz Quiz one', 'Manual grading upload: quiz Quiz one']],
    ['form Survey', ['Delete examinees by file: form Survey', 'Upload private users of form Survey']],
    ['quiz Graded elsewhere', ['Delete examinees by file: quiz Graded elsewhere', 'External grading upload: quiz Graded elsewhere']],
  ])('%s offers its uploads', async (row, expected) => {
    await openTree([PROGRAM], { quizzes: ALL_QUIZZES });
    await expand('Show the contents of program Physics');
    const menu = await openActions(`Actions for ${row}`);
    const uploads = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('aria-label') ?? '')
      .filter((name) => /private users|by file|grading upload/.test(name));
    expect(uploads).toEqual(expected);
  });
});

describe('manual grading upload (admin spec §5)', () => {
  it.each(['en', 'ar'] as const)('%s: a question id that is not one of the quiz: missingQuestionID with its line, nothing sent', async (language) => {
    const { environment, dialog } = await openGrading('manual', language);
    chooseFile(dialog, TEXTS[language].choose, 'ali@example.com,q1,3\r\n\r\nsara@example.com,q9,1\r\n');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(TEXTS[language].missingQuestionID);
    expect(alert.textContent).toContain(TEXTS[language].line(3));
    expect(tableRows(within(dialog).getByRole('table'))).toEqual([['3', TEXTS[language].missingQuestionID]]);
    expect(sentMutations(environment)).toEqual([]);
  });

  it('lists every bad line: field count, unknown question, a grade above the question\'s points', async () => {
    const { dialog } = await openGrading('manual');
    chooseFile(dialog, 'Choose a .csv file', 'a@example.com,q1\nb@example.com,q9,1\nc@example.com,q2,5\nd@example.com,q2,4\n');
    await within(dialog).findByRole('alert');
    expect(tableRows(within(dialog).getByRole('table'))).toEqual([
      ['1', 'Each line of the manual grading file needs exactly 3 fields (e-mail, question number, grade), or, in the template, an e-mail and nothing beyond its columns'],
      ['2', TEXTS.en.missingQuestionID],
      ['3', 'Invalid grade: a whole number from 0 up to the maximum grade'],
    ]);
  });

  it('sends the rows trimmed, and shows the rows the server refused by their lines in the file', async () => {
    const { environment, dialog } = await openGrading('manual');
    chooseFile(dialog, 'Choose a .csv file', '\uFEFF"Ali@Example.com", q1 ,3\r\n\r\nsara@example.com,q2,4\r\n,,\r\nomar@example.com,q1,0\r\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload grades' }));
    const input = await answerNextBatch(environment, 'SetQuizManualGradesMutation', () => ({
      setQuizManualGrades: {
        __typename: 'MutationSetQuizManualGradesSuccess',
        data: { applied: 2, refused: [{ line: 3, code: 'noSubmission' }] },
      },
    }));
    expect(input).toEqual({
      quizId: btoa('Quiz:quiz-q1'),
      rows: [
        ['Ali@Example.com', 'q1', '3'],
        ['sara@example.com', 'q2', '4'],
        ['omar@example.com', 'q1', '0'],
      ],
    });
    expect(await within(dialog).findByText('Grades stored: 2')).toBeTruthy();
    expect(within(dialog).getByText('Rows refused: 1')).toBeTruthy();
    expect(tableRows(within(dialog).getByRole('table'))).toEqual([['5', 'This learner has not submitted this quiz']]);
  });

  it.each(['en', 'ar'] as const)('%s: downloads the quiz’s template, headed in the language of the screen', async (language) => {
    const { environment, dialog } = await openGrading('manual', language);
    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS[language].template }));
    const csv = '\uFEFFE-mail,Name,1 — Explain\r\nali@example.com,Ali,\r\n';
    const asked = await resolveOperation(environment, 'useManualGradesTemplateQuery', {
      manualGradesTemplate: { __typename: 'QueryManualGradesTemplateSuccess', data: csv },
    });
    expect(asked.request.variables).toEqual({ quizId: btoa('Quiz:quiz-q1'), language: language.toUpperCase() });
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe(TEXTS[language].templateFile);
    // the byte-order mark kept, so spreadsheet programs read Arabic right
    expect([...new Uint8Array(await downloads[0].file.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    // (text() decodes the mark away)
    expect(await downloads[0].file.text()).toBe(csv.slice(1));
  });

  it('says why the template cannot be had', async () => {
    const { environment, dialog } = await openGrading('manual');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download template' }));
    await resolveOperation(environment, 'useManualGradesTemplateQuery', { manualGradesTemplate: { __typename: 'AppError', code: 'notFound' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not found');
    expect(downloads).toEqual([]);
  });

  it('takes the template back filled in: a grade per filled cell, sent by question id', async () => {
    const { environment, dialog } = await openGrading('manual');
    chooseFile(dialog, 'Choose a .csv file', '\uFEFFE-mail,Name,1 — Explain,2 — spaces\r\nali@example.com,Ali,3,\r\nsara@example.com,Sara,,4\r\nomar@example.com,Omar,,\r\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload grades' }));
    const input = await answerNextBatch(environment, 'SetQuizManualGradesMutation', () => ({
      setQuizManualGrades: { __typename: 'MutationSetQuizManualGradesSuccess', data: { applied: 2, refused: [] } },
    }));
    expect(input).toEqual({ quizId: btoa('Quiz:quiz-q1'), rows: [['ali@example.com', 'q1', '3'], ['sara@example.com', 'q2', '4']] });
    expect(await within(dialog).findByText('Grades stored: 2')).toBeTruthy();
  });

  it('takes rows e-mail, question number as the editor shows it, grade', async () => {
    const { environment, dialog } = await openGrading('manual');
    chooseFile(dialog, 'Choose a .csv file', 'learner@example.com,2,1\r\nlearner@example.com,1.1,3\r\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload grades' }));
    const input = await answerNextBatch(environment, 'SetQuizManualGradesMutation', () => ({
      setQuizManualGrades: { __typename: 'MutationSetQuizManualGradesSuccess', data: { applied: 2, refused: [] } },
    }));
    expect(input.rows).toEqual([['learner@example.com', 'q2', '1'], ['learner@example.com', 'q1', '3']]);
  });

  it('says so when the quiz cannot be loaded, with no file picker', async () => {
    const { environment } = await openTree([PROGRAM], { quizzes: ALL_QUIZZES });
    await expand('Show the contents of program Physics');
    await chooseAction(...(TEXTS.en.manual as [string, string]));
    const dialog = await screen.findByRole('dialog');
    await resolveOperation(environment, 'useQuizDocumentQuery', { quizDocument: { __typename: 'AppError', code: 'notFound' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not found');
    expect(within(dialog).queryByRole('button', { name: 'Choose a .csv file' })).toBeNull();
  });
});

describe('external grading upload (admin spec §5)', () => {
  it('states the maximum, and refuses a grade above maxGradeExternal with its line', async () => {
    const { environment, dialog } = await openGrading('external');
    expect(within(dialog).getByText('A .csv file with one grade per line: e-mail, grade (a whole number from 0 up to 100).')).toBeTruthy();
    chooseFile(dialog, 'Choose a .csv file', 'ali@example.com,100\nsara@example.com,101\nomar@example.com\n');
    await within(dialog).findByRole('alert');
    expect(tableRows(within(dialog).getByRole('table'))).toEqual([
      ['2', 'Invalid grade: a whole number from 0 up to the maximum grade'],
      ['3', 'Each line of the external grading file needs exactly 2 fields: e-mail, grade'],
    ]);
    expect(sentMutations(environment)).toEqual([]);
  });

  it("sends batches of 100 and stops at the server's error, shown as the alert keyed by its code with the file's line", async () => {
    const { environment, dialog } = await openGrading('external');
    const lines = Array.from({ length: 150 }, (_, index) => `learner${index + 1}@example.com,${index % 101}`);
    chooseFile(dialog, 'Choose a .csv file', ['', ...lines].join('\n'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload grades' }));
    const first = await answerNextBatch(environment, 'SetQuizExternalGradesMutation', () => ({
      setQuizExternalGrades: { __typename: 'MutationSetQuizExternalGradesSuccess', data: { applied: 100, refused: [] } },
    }));
    const second = await answerNextBatch(environment, 'SetQuizExternalGradesMutation', () => ({
      setQuizExternalGrades: { __typename: 'AppError', code: 'invalidGrade', line: 3 },
    }));
    expect([(first.rows as unknown[]).length, (second.rows as unknown[]).length]).toEqual([100, 50]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Invalid grade: a whole number from 0 up to the maximum grade');
    // the batch's third row: the file's 103rd row, after its blank first line
    expect(alert.textContent).toContain('Line 104 of the file.');
    expect(alert.textContent).toContain('Batch 2 of 2 was refused; the batches before it were applied.');
    expect(within(dialog).getByText('Grades stored: 100')).toBeTruthy();
  });
});
