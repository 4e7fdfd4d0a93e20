// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newQuiz } from '../../../../domain/quiz/questionDefaults.ts';
import type { SectionedQuiz } from '../../../../domain/quiz/types.ts';
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

const loaded = { __typename: 'QueryQuizDocumentSuccess', data: { quizId: 'quiz-1', revision: 4, document: stored, answersCount: 0 } };
const nameField = () => screen.getByRole('textbox', { name: 'Quiz name' }) as HTMLInputElement;

describe('/AccountEditQuiz', () => {
  it('loads the quiz named by ?quiz=, saves it over the revision it read and goes to the account home', async () => {
    const { environment, router } = openEditor('?quiz=quiz-1');
    const query = await loadQuiz(environment, loaded);
    expect(query.request.variables).toEqual({ quizId: 'quiz-1', hasQuiz: true });
    await waitFor(() => expect(nameField().value).toBe('Geography'));

    fireEvent.change(nameField(), { target: { value: 'Geography 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving the quiz…' })).toBeTruthy();
    const save = await resolveOperation(environment, 'SaveQuizMutation', {
      saveQuiz: { __typename: 'MutationSaveQuizSuccess', data: { quizId: 'quiz-1', revision: 5 } },
    });
    expect(save.request.variables.input).toMatchObject({ quizId: 'quiz-1', revision: 4, document: { id: 'quiz-1', name: 'Geography 2' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });

  it('creates a new form in the program and folder given, starting from a blank version 2 form', async () => {
    const { environment, router } = openEditor('?program=p1&folderId=f1&isForm=true');
    const query = await loadQuiz(environment);
    expect(query.request.variables).toEqual({ quizId: '', hasQuiz: false });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Form name' }), { target: { value: 'Survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const create = await resolveOperation(environment, 'CreateQuizMutation', {
      createQuiz: { __typename: 'MutationCreateQuizSuccess', data: { quizId: 'new-1', revision: 1 } },
    });
    expect(create.request.variables.input).toMatchObject({
      programId: 'p1',
      folderId: 'f1',
      asRegistrationForm: false,
      document: { id: '', name: 'Survey', isForm: true, version: 2 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });

  it('keeps the work and explains when the quiz changed since it was read (staleRevision)', async () => {
    const { environment, router } = openEditor('?quiz=quiz-1');
    await loadQuiz(environment, loaded);
    await waitFor(() => expect(nameField().value).toBe('Geography'));
    fireEvent.change(nameField(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
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
