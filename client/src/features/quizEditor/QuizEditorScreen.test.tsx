// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newQuiz } from '../../../../domain/quiz/questionDefaults.ts';
import type { SectionedQuiz } from '../../../../domain/quiz/types.ts';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const account = {
  id: 'account-1',
  isTimed: false,
  enableVideo: false,
  tracks: [],
  quizzes: [{ quizId: 'form-1', name: 'Registration', isForm: true }],
};

const stored: SectionedQuiz = {
  ...newQuiz(),
  id: 'quiz-1',
  name: 'Geography',
  sections: [
    {
      id: 's1',
      name: 'Cities',
      questions: [{ id: 'q1', type: 0, text: 'Capital of Egypt?', weight: 1, choices: ['Cairo'], correctAnswer: 1 }],
    },
  ],
};

function openEditor(search: string) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  return renderWithProviders({ path: `/AccountEditQuiz${search}`, language: 'en' });
}

async function loadQuiz(environment: ReturnType<typeof openEditor>['environment'], quizDocument?: unknown) {
  return resolveOperation(environment, 'QuizEditorQuery', {
    viewer: { account },
    ...(quizDocument === undefined ? {} : { quizDocument }),
  });
}

const loaded = {
  __typename: 'QueryQuizDocumentSuccess',
  data: { quizId: 'quiz-1', revision: 4, document: stored, publishedDocument: stored, hasUnpublishedChanges: false, answersCount: 0, attemptsInProgress: 0 },
};
const nameField = () => screen.getByRole('textbox', { name: 'Quiz name' }) as HTMLInputElement;

describe('/AccountEditQuiz', () => {
  it('loads the quiz named by ?quiz=, saves it over the revision it read and goes to the account home', async () => {
    const { environment, router } = openEditor('?quiz=quiz-1');
    const query = await loadQuiz(environment, loaded);
    expect(query.request.variables).toEqual({ quizId: 'quiz-1', hasQuiz: true });
    await waitFor(() => expect(nameField().value).toBe('Geography'));

    fireEvent.change(nameField(), { target: { value: 'Geography 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving the quiz…' })).toBeTruthy();
    const save = await resolveOperation(environment, 'SaveQuizMutation', {
      saveQuiz: { __typename: 'MutationSaveQuizSuccess', data: { quizId: 'quiz-1', revision: 5 } },
    });
    expect(save.request.variables.input).toMatchObject({ quizId: 'quiz-1', revision: 4, document: { id: 'quiz-1', name: 'Geography 2' }, publish: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });

  it('creates a new form in the program and folder given, starting from a blank version 2 form', async () => {
    const { environment, router } = openEditor('?program=p1&folderId=f1&isForm=true');
    const query = await loadQuiz(environment);
    expect(query.request.variables).toEqual({ quizId: '', hasQuiz: false });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Form name' }), { target: { value: 'Survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const create = await resolveOperation(environment, 'CreateQuizMutation', {
      createQuiz: { __typename: 'MutationCreateQuizSuccess', data: { quizId: 'new-1', revision: 1 } },
    });
    expect(create.request.variables.input).toMatchObject({
      programId: 'p1',
      folderId: 'f1',
      asRegistrationForm: false,
      publish: false,
      document: { id: '', name: 'Survey', isForm: true, version: 2 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });

  it('keeps the work and explains when the quiz changed since it was read (staleRevision)', async () => {
    const { environment, router } = openEditor('?quiz=quiz-1');
    await loadQuiz(environment, loaded);
    await waitFor(() => expect(nameField().value).toBe('Geography'));
    fireEvent.change(nameField(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await resolveOperation(environment, 'SaveQuizMutation', {
      saveQuiz: { __typename: 'AppError', code: 'staleRevision', message: 'stale', field: 'revision' },
    });
    expect(await screen.findByText(/This quiz was changed elsewhere after you opened it/)).toBeTruthy();
    expect(nameField().value).toBe('Mine');
    expect(screen.queryByRole('progressbar', { name: 'Saving the quiz…' })).toBeNull();
    expect(router.state.location.pathname).toBe('/AccountEditQuiz');
  });

  it('says so when the quiz cannot be opened', async () => {
    const { environment } = openEditor('?quiz=missing');
    await loadQuiz(environment, { __typename: 'AppError', code: 'notFound', message: 'not found', field: 'quizId' });
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the account home' })).toBeTruthy();
  });
});

/** The draft of a published quiz: one more question, and the first worth 3 points instead of 1. */
const drafted: SectionedQuiz = {
  ...stored,
  sections: [
    {
      ...stored.sections[0],
      questions: [
        { ...stored.sections[0].questions[0], weight: 3 },
        { id: 'q2', type: 0, text: 'عاصمة عُمان؟', weight: 1, choices: ['مسقط'], correctAnswer: 1 },
      ],
    },
  ],
};

describe('/AccountEditQuiz: draft and publish', () => {
  it('says learners still see the published version, lists what publishing changes and who it affects, and publishes on confirmation', async () => {
    const { environment, router } = openEditor('?quiz=quiz-1');
    await loadQuiz(environment, {
      __typename: 'QueryQuizDocumentSuccess',
      data: { quizId: 'quiz-1', revision: 4, document: drafted, publishedDocument: stored, hasUnpublishedChanges: true, answersCount: 5, attemptsInProgress: 2 },
    });
    expect(await screen.findByText(/saved changes that are not published: learners still see the published version/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this quiz?' });
    const added = within(dialog).getByRole('region', { name: 'Added questions (1)' });
    expect(within(added).getByRole('listitem').textContent).toBe('Question 1.2 عاصمة عُمان؟');
    // the author's text is isolated for bidirectional text
    expect(isolationOf('عاصمة عُمان؟', added)).toEqual(ISOLATED);
    const points = within(dialog).getByRole('region', { name: 'Questions with other points (1)' });
    expect(within(points).getByRole('listitem').textContent).toBe('Question 1.1 Capital of Egypt? · 1 → 3 points');
    expect(within(dialog).getByText('The highest grade goes from 1 to 4.')).toBeTruthy();
    expect(within(dialog).getByText(/^2 learners are taking the quiz now/)).toBeTruthy();
    expect(within(dialog).getByText(/^5 learners have already submitted/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const save = await resolveOperation(environment, 'SaveQuizMutation', {
      saveQuiz: { __typename: 'MutationSaveQuizSuccess', data: { quizId: 'quiz-1', revision: 5 } },
    });
    expect(save.request.variables.input).toMatchObject({ quizId: 'quiz-1', revision: 4, publish: true, document: { sections: [{ questions: [{ weight: 3 }, { id: 'q2' }] }] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });

  it('“Keep editing” closes the dialog and saves nothing', async () => {
    const { environment } = openEditor('?quiz=quiz-1');
    await loadQuiz(environment, loaded);
    expect(await screen.findByText('Published: learners see this version.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this quiz?' });
    expect(within(dialog).getByText('Learners will see no change to the questions or to the settings they meet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([]);
  });

  it('in Arabic, a new quiz is not published until the owner publishes it, and is created published', async () => {
    Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
    const { environment, router } = renderWithProviders({ path: '/AccountEditQuiz?program=p1', language: 'ar' });
    await loadQuiz(environment);
    expect(await screen.findByText('غير منشور: لا يرى المتعلمون هذا الاختبار حتى تنشره.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'اسم الاختبار' }), { target: { value: 'جغرافيا' } });
    fireEvent.click(screen.getByRole('button', { name: 'نشر…' }));
    const dialog = await screen.findByRole('dialog', { name: 'نشر هذا الاختبار؟' });
    expect(within(dialog).getByText('سيتمكن المتعلمون من فتح الاختبار. عدد الأسئلة: 0، ومجموع الدرجات: 0.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'نشر' }));
    const create = await resolveOperation(environment, 'CreateQuizMutation', {
      createQuiz: { __typename: 'MutationCreateQuizSuccess', data: { quizId: 'new-1', revision: 1 } },
    });
    expect(create.request.variables.input).toMatchObject({ programId: 'p1', publish: true, document: { name: 'جغرافيا' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });
});
